// System setup error codes: SC1200–SC1219 administrator change, locked accounts, audit log.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const SYS_ADMIN_ERRORS = {
  ADMIN_CHANGE_PENDING_EXISTS: { code: 'SC1200', msg: '该企业已有待审核的管理员变更申请，请等待审核或先撤回' },
  ADMIN_CHANGE_NOT_FOUND: { code: 'SC1201', msg: '管理员变更申请不存在' },
  ADMIN_CHANGE_NOT_PENDING: { code: 'SC1202', msg: '该管理员变更申请已处理，不能再操作' },
  ADMIN_CHANGE_NO_ADMIN: { code: 'SC1203', msg: '该企业当前没有管理员，无法发起管理员变更' },
  ADMIN_CHANGE_TARGET_NO_SEAT: { code: 'SC1204', msg: '新管理员必须是本企业的在职用户' },
  ADMIN_CHANGE_TARGET_IS_ADMIN: { code: 'SC1205', msg: '所选用户已是该企业的管理员' },
  ADMIN_CHANGE_TARGET_DISABLED: { code: 'SC1206', msg: '新管理员账号已停用，不能设为管理员' },
  ADMIN_CHANGE_STALE: { code: 'SC1207', msg: '审核失败：原管理员已不是该企业的管理员，请驳回该申请' },
  AUDIT_EXPORT_TOO_MANY: { code: 'SC1210', msg: '导出数据超过10000条，请缩小查询范围后再导出' },
} as const satisfies Record<string, { code: string; msg: string }>;
