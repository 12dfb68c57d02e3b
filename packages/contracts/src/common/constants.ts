// Business constants of the spec shared by server and web.
export const PAGE_SIZES = [20, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];
export const PAGER_LAYOUT = 'total, sizes, prev, pager, next, jumper';

export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,16}$/;
export const PASSWORD_RULE_MSG = '密码由6-16位字母与数字组合';
export const CONFIRM_MISMATCH_MSG = '两次输入密码不一致';
export const CODE_EMPTY_MSG = '验证码不能为空';

export const CODE_RESEND_SECONDS = 30;
export const CODE_VALID_SECONDS = 300;
export const LOCK_FAILURES = 5;
export const LOCK_WINDOW_MINUTES = 15;

export const COMPANY_TYPES = ['AG', 'FC', 'HO', 'MM', 'SV', 'AM'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Spec 1 section 4: roleType from companyType (AG 0, HO 1, FC 2, SV 3, otherwise -1). */
export const roleTypeOf = (companyType: string | null | undefined): number =>
  (({ AG: 0, HO: 1, FC: 2, SV: 3 }) as Record<string, number>)[companyType ?? ''] ?? -1;

/** Spec 1 section 4: authenticateFlag is false when approveStatus is empty, 0 or 2. */
export const authenticateFlagOf = (approveStatus: string | number | null | undefined): boolean =>
  !(
    approveStatus === null ||
    approveStatus === undefined ||
    approveStatus === '' ||
    String(approveStatus) === '0' ||
    String(approveStatus) === '2'
  );

export const WORKBENCH_APP_CODES = ['BKDLY', 'BK001', 'BK002', 'BK003', 'BK004'] as const;
export const DEFAULT_TENANT_ID = 1;
export const RESOURCE_MENU = 1;
export const RESOURCE_BUTTON = 2;

/** Data scopes of a role, narrowest first (DOMAIN.md): own rows, department, company, related companies. */
export const DATA_SCOPES = ['own', 'department', 'company', 'related'] as const;
export type DataScopeKind = (typeof DATA_SCOPES)[number];
