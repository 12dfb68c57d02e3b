// Who is asking: taken from the session on every non-public request, never from a body.
export type RequestContext = {
  tenantId: number;
  userId: number;
  userName: string;
  companyId: number;
  companyType: string | null;
  positionId: number | null;
  appId: number;
  /** admin of the current company (position flag) or platform admin */
  isAdmin: boolean;
  isPlatformAdmin: boolean;
  /** the position's roles and those of the user's groups in the company */
  roleIds: number[];
  /** an administrator reset the password: only the password change (and logout) may be called */
  mustChangePassword: boolean;
  catalogueVersion: number;
  tokenHash: string;
  expiresAt: Date;
};
