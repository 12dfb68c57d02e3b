// Worktable error codes, training videos, customer service desks, group export records: WT1050–WT1069.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const VIDEO_ERRORS = {
  VIDEO_NOT_FOUND: { code: 'WT1050', msg: '视频不存在或已删除' },
  VIDEO_FILE_NOT_FOUND: { code: 'WT1051', msg: '视频文件（fileCode）不存在或不是本企业上传的文件' },
  VIDEO_FILE_NOT_MP4: { code: 'WT1052', msg: '视频文件（fileCode）须为 mp4 格式' },
  VIDEO_COVER_INVALID: { code: 'WT1053', msg: '封面（coverFileCode）须为本企业上传的 jpg/png 图片' },
  VIDEO_UPLOAD_NO_FILE: { code: 'WT1054', msg: '请选择要上传的视频文件' },
  VIDEO_UPLOAD_TOO_BIG: { code: 'WT1055', msg: '视频文件不能超过200M' },
  VIDEO_UPLOAD_BAD_TYPE: { code: 'WT1056', msg: '仅支持 mp4 格式的视频文件' },
  VIDEO_RANGE_INVALID: { code: 'WT1057', msg: '请求的播放范围（Range）无效' },
  VIDEO_NO_COVER: { code: 'WT1058', msg: '该视频没有封面' },
} as const satisfies Record<string, { code: string; msg: string }>;
