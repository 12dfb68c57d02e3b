// The drawer form of a role and a default role: name, code, data scope, status, remark (and, for a
// default role, its company type, fixed once created).
import type { TFunction } from 'i18next';
import { COMPANY_TYPES } from '@medportal/contracts/common/constants';
import type { DrawerFieldType, FormFieldDef, FormRules } from '../../../../kit/form/form-field-types';
import { DATA_SCOPE_KINDS } from './role-paths';

export type RoleFormValues = {
  roleName: string;
  roleCode: string;
  dataScope: (typeof DATA_SCOPE_KINDS)[number];
  enabled: boolean;
  remark?: string;
};

export function roleFormFields(t: TFunction, opts: { companyType?: 'add' | 'edit' } = {}): FormFieldDef<DrawerFieldType>[] {
  const fields: FormFieldDef<DrawerFieldType>[] = [
    { field: 'roleName', label: t('sysRoles:roles.columns.roleName'), type: 'input', maxlength: 60 },
    { field: 'roleCode', label: t('sysRoles:roles.columns.roleCode'), type: 'input', maxlength: 60 },
    {
      field: 'dataScope',
      label: t('sysRoles:roles.columns.dataScope'),
      type: 'select',
      valueDefault: 'own',
      options: DATA_SCOPE_KINDS.map((k) => ({ value: k, label: t(`sysRoles:scope.${k}`) })),
    },
    { field: 'enabled', label: t('sysRoles:roles.columns.enabled'), type: 'switch', valueDefault: true },
    { field: 'remark', label: t('sysRoles:roles.columns.remark'), type: 'textarea', maxlength: 200, rows: 3 },
  ];
  if (opts.companyType) {
    fields.unshift({
      field: 'companyType',
      label: t('sysRoles:defaultRoles.companyType'),
      type: 'select',
      disabled: opts.companyType === 'edit',
      options: COMPANY_TYPES.map((c) => ({ value: c, label: t(`sysRoles:companyTypes.${c}`) })),
    });
  }
  return fields;
}

export function roleFormRules(t: TFunction): FormRules {
  return {
    companyType: [{ required: true, message: t('sysRoles:rules.companyType') }],
    roleName: [{ required: true, whitespace: true, message: t('sysRoles:rules.roleName') }],
    roleCode: [
      { required: true, whitespace: true, message: t('sysRoles:rules.roleCode') },
      { pattern: /^[A-Za-z0-9_.-]+$/, message: t('sysRoles:rules.roleCodePattern') },
    ],
  };
}
