// System setup error codes: SC1170–SC1199 roles, grants, data scopes, default roles, user groups.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const SYS_ROLE_ERRORS = {
  SYS_ROLE_NOT_FOUND: { code: 'SC1170', msg: '角色不存在或不属于该企业' },
  SYS_ROLE_CODE_TAKEN: { code: 'SC1171', msg: '角色编码已存在' },
  SYS_ROLE_IN_USE: { code: 'SC1173', msg: '删除失败：该角色已分配给用户' },
  SYS_ROLE_GRANT_OUTSIDE: { code: 'SC1174', msg: '授权失败：所选资源超出企业已开通的权限范围' },
  SYS_ROLE_APP_OUTSIDE: { code: 'SC1175', msg: '授权失败：所选子系统未对该企业开通' },
  SYS_ROLE_RELATED_OUTSIDE: { code: 'SC1176', msg: '关联企业不是该企业的关联企业' },
  SYS_COMPANY_NOT_FOUND: { code: 'SC1177', msg: '企业不存在' },
  SYS_DEFAULT_ROLE_NOT_FOUND: { code: 'SC1180', msg: '默认角色不存在' },
  SYS_DEFAULT_ROLE_CODE_TAKEN: { code: 'SC1181', msg: '该企业类型下角色编码已存在' },
  SYS_DEFAULT_ROLE_GRANT_OUTSIDE: { code: 'SC1182', msg: '授权失败：所选资源超出该企业类型的权限组范围' },
  SYS_FIELD_TABLE_UNKNOWN: { code: 'SC1185', msg: '业务编码不存在或没有可配置的字段' },
  SYS_USER_GROUP_NOT_FOUND: { code: 'SC1190', msg: '用户组不存在或不属于该企业' },
  SYS_USER_GROUP_NAME_TAKEN: { code: 'SC1191', msg: '用户组名称已存在' },
  SYS_USER_GROUP_MEMBER_OUTSIDE: { code: 'SC1192', msg: '成员必须是该企业的用户' },
  SYS_USER_GROUP_ROLE_OUTSIDE: { code: 'SC1193', msg: '角色必须是该企业的角色' },
} as const satisfies Record<string, { code: string; msg: string }>;
