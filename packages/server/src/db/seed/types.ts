// The shape of a tenant's demo data: plain declarations that writer.ts turns into rows.
import type { CompanyType } from '@medportal/contracts/common/constants';

/** Resources by catalogue code: everything, whole apps, nodes with their subtrees, single nodes. Ancestors are added. */
export type ResourcePick = { all?: true; apps?: string[]; trees?: string[]; codes?: string[] };

export type DepartmentSeed = { name: string; children?: DepartmentSeed[] };

export type RoleSeed = {
  code: string;
  name: string;
  dataScope: 'own' | 'department' | 'company' | 'related';
  grants: ResourcePick;
};

/** Org tree, posts and roles every company of a type starts with. */
export type CompanyTemplate = { departments: DepartmentSeed[]; duties: string[]; roles: RoleSeed[] };

export type CompanySeed = {
  code: string;
  name: string;
  type: CompanyType;
  creditCode: string;
  /** null not submitted, '1' approved, '2' rejected, '3' pending */
  approveStatus: string | null;
};

export type RelationSeed = { from: string; to: string; type: 'supplies' | 'serves' | 'sub'; enabled?: boolean };

export type PositionSeed = {
  company: string;
  positionName: string;
  department?: string;
  duty?: string;
  isAdmin?: boolean;
  roles?: string[];
  /** the position a password login lands in */
  lastUsed?: boolean;
  /** ISO time this seat was last entered (shown as the user list's last login); ignored with lastUsed */
  lastUsedAt?: string;
};

export type UserSeed = {
  userName: string;
  realName: string;
  phone: string | null;
  email?: string;
  password?: 'Demo1234' | 'Other5678';
  status?: 'enabled' | 'disabled';
  auditStatus?: '0' | '1' | '2';
  isPlatformAdmin?: boolean;
  /** ISO registration time; now when absent */
  createdAt?: string;
  positions: PositionSeed[];
};

export type AuthGroupSeed = {
  name: string;
  companyType: CompanyType;
  grants: ResourcePick;
  /** company codes whose grant still waits for the app factory's approval */
  unapproved?: string[];
};

export type AgreementSeed = {
  agreementCode: 'PLATFORM_SERVICE' | 'PRIVACY_POLICY';
  title: string;
  content: string;
  /** company code -> login name of the signer */
  signedBy: Record<string, string>;
};

export type ConfigSeed = { key: string; value: string; businessCode?: string; company?: string };

export type CustomerServiceSeed = { variant: 'system' | 'mall'; customerTypeName: string; contact: string };

export type TableFieldSeed = { tableNo: string; fields: [code: string, name: string][] };

/** A field permission of a company role: 0 hidden, 1 visible, 2 editable. */
export type FieldPermissionSeed = { businessCode: string; company: string; role: string; fieldCode: string; status: 0 | 1 | 2 };

export type TenantSeed = {
  branding: { appName: string; copyright: string };
  companies: CompanySeed[];
  templates: Record<CompanyType, CompanyTemplate>;
  relations: RelationSeed[];
  users: UserSeed[];
  authGroups: AuthGroupSeed[];
  agreements: AgreementSeed[];
  configs: ConfigSeed[];
  customerService: CustomerServiceSeed[];
  tableFields: TableFieldSeed[];
  fieldPermissions: FieldPermissionSeed[];
};
