// Enterprise registry rules without zod (kinds, the company types each kind admits, menu codes) for the
// web app; partners.contract re-exports them for the server.
export const PARTNER_KINDS = ['dealer', 'cso', 'third', 'factory', 'hospital'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const PARTNER_KIND_NAMES: Record<PartnerKind, string> = {
  dealer: '经销商',
  cso: 'CSO',
  third: '第三方企业',
  factory: '生产厂家',
  hospital: '医院',
};

/** Company types a partner of the kind may have (AG distributor, SV service, AM third party, FC manufacturer, HO hospital). */
export const PARTNER_KIND_TYPES: Record<PartnerKind, readonly string[]> = {
  dealer: ['AG'],
  cso: ['AG', 'SV'],
  third: ['AM', 'SV'],
  factory: ['FC'],
  hospital: ['HO'],
};

/** The list's menu code per kind (catalogue app CM001); writes need `${menu}.edit`. */
export const PARTNER_KIND_MENUS: Record<PartnerKind, string> = {
  dealer: 'cm.enterprise.dealer',
  cso: 'cm.enterprise.cso',
  third: 'cm.enterprise.third',
  factory: 'cm.enterprise.factory',
  hospital: 'cm.enterprise.hospital',
};
export const partnerEditCode = (kind: PartnerKind): string => `${PARTNER_KIND_MENUS[kind]}.edit`;

/** The spec's list path per kind (/basicData/enterprise/...); edit and detail are <list>/edit and <list>/detail. */
export const PARTNER_KIND_PATHS: Record<PartnerKind, string> = {
  dealer: '/basicData/enterprise/companyList',
  cso: '/basicData/enterprise/csoList',
  third: '/basicData/enterprise/threeCompanyList',
  factory: '/basicData/enterprise/fcCompanyList',
  hospital: '/basicData/enterprise/hospitalList',
};

/** A qualification file counts as expiring this many days before its end. */
export const PARTNER_FILE_EXPIRING_DAYS = 90;
export const PARTNER_LEVEL_MAX = 16;
export const PARTNER_REMARK_MAX = 500;
