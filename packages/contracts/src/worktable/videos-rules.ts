// Training videos: the zod-free rules shared by the server and the web (states, the upload's limits).
export const VIDEO_STATUSES = ['published', 'hidden'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const VIDEO_MIME_TYPE = 'video/mp4';
/** The video upload's own limit (the file library's plain upload stops at 4M). */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const VIDEO_TITLE_MAX = 100;
export const VIDEO_DESCRIPTION_MAX = 500;
