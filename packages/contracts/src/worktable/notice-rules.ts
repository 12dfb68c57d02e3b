// Zod-free values of the notices contract, for the web.
/** GET: a file attached to a notice the session may read (query noticeId, fileCode). */
export const NOTICE_ATTACHMENT_PATH = '/m-worktable/api/v1/notice/attachment';
