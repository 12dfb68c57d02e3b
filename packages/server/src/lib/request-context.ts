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
  roleIds: number[];
  catalogueVersion: number;
  tokenHash: string;
  expiresAt: Date;
};
