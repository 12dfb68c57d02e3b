// System setup error codes: SC1150–SC1169 departments, positions, posts.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const SYS_ORG_ERRORS = {
  ORG_NOT_FOUND: { code: 'SC1150', msg: '部门不存在或不属于该企业' },
  ORG_PARENT_NOT_FOUND: { code: 'SC1151', msg: '上级部门不存在或不属于该企业' },
  ORG_NAME_TAKEN: { code: 'SC1152', msg: '同一上级部门下已有同名部门' },
  ORG_MOVE_CYCLE: { code: 'SC1153', msg: '不能将部门移动到其自身或其下级部门下' },
  // the message names what uses it: 删除失败：该部门下还有3名人员 / 还有2个下级部门
  ORG_IN_USE: { code: 'SC1154', msg: '删除失败：该部门仍在使用中' },
  POSITION_NOT_FOUND: { code: 'SC1155', msg: '人员岗位不存在或不属于该企业' },
  POSITION_USER_NOT_FOUND: { code: 'SC1156', msg: '未找到该手机号或用户名对应的用户' },
  POSITION_USER_EXISTS: { code: 'SC1157', msg: '该用户已在本企业任职' },
  POSITION_ADMIN_SEAT: { code: 'SC1158', msg: '不能移出企业管理员，请先变更企业管理员' },
  POSITION_ROLE_NOT_IN_COMPANY: { code: 'SC1159', msg: '角色不存在或不属于该企业' },
  DUTY_NOT_FOUND: { code: 'SC1160', msg: '岗位不存在或不属于该企业' },
  DUTY_NAME_TAKEN: { code: 'SC1161', msg: '岗位名称已存在' },
  // 删除失败：该岗位下还有3名人员
  DUTY_IN_USE: { code: 'SC1162', msg: '删除失败：该岗位仍在使用中' },
  ORG_COMPANY_NOT_FOUND: { code: 'SC1163', msg: '企业不存在' },
} as const satisfies Record<string, { code: string; msg: string }>;
