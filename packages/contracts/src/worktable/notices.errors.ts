// Worktable error codes, notices: publishing, audiences, read receipts: WT1010–WT1029.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const NOTICE_ERRORS = {
  NOTICE_MANAGE_NOT_FOUND: { code: 'WT1010', msg: '公告不存在或不是本企业发布的公告' },
  NOTICE_NOT_EDITABLE: { code: 'WT1011', msg: '只有草稿可以编辑' },
  NOTICE_NOT_PUBLISHABLE: { code: 'WT1012', msg: '只有草稿可以发布' },
  NOTICE_NOT_WITHDRAWABLE: { code: 'WT1013', msg: '只有已发布的公告可以撤回' },
  NOTICE_NOT_DELETABLE: { code: 'WT1014', msg: '已发布的公告不能删除，请先撤回' },
  NOTICE_AUDIENCE_OWN_ONLY: { code: 'WT1015', msg: '发布范围（audience）：企业只能向本企业员工发布公告' },
  NOTICE_AUDIENCE_PLATFORM: { code: 'WT1016', msg: '发布范围（audience）：平台公告只能发布给全部、企业类型或指定企业' },
  NOTICE_AUDIENCE_COMPANY_UNKNOWN: { code: 'WT1017', msg: '指定企业（audienceCompanyIds）不存在' },
  NOTICE_ATTACHMENT_UNKNOWN: { code: 'WT1018', msg: '附件（attachments）不存在或不是本企业上传的文件' },
  NOTICE_PUBLISH_TIME_PAST: { code: 'WT1019', msg: '定时发布时间（publishedAt）须晚于当前时间' },
  NOTICE_CONTENT_EMPTY: { code: 'WT1020', msg: '公告内容（content）不能为空' },
  NOTICE_NO_COMPANY: { code: 'WT1021', msg: '当前账号未加入企业，不能发布公告' },
} as const satisfies Record<string, { code: string; msg: string }>;
