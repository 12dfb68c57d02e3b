// Authorisation letters (授权书): statuses, templates, seal types and the one rule every part shares — whether a
// letter is in force, derived from its stored status, its suspension, its period and every ancestor up the chain
// (zod-free, so the web may import it at run time).

/** Stored statuses of a letter version (authorization_letters.status). */
export const LETTER_STATUSES = {
  draft: '草稿',
  stamping: '待盖章',
  issued: '已签发',
  received: '已接收',
  superseded: '已续期',
  terminated: '已终止',
} as const;
export type LetterStatus = keyof typeof LETTER_STATUSES;
export const LETTER_STATUS_CODES = Object.keys(LETTER_STATUSES) as LetterStatus[];

/**
 * What a reader of a letter is told (the public verification page shows exactly these): valid — in force today;
 * expired — past its period; terminated — ended early by the grantor; suspended — suspended by the grantor or by
 * a letter it derives from; notIssued — a draft or a letter waiting for its stamp (or a version superseded:
 * verification always reads the current version of a number, so the public never sees this one).
 */
export const LETTER_STATES = {
  valid: '有效',
  expired: '已过期',
  terminated: '已终止',
  suspended: '已暂停',
  notIssued: '未签发',
} as const;
export type LetterState = keyof typeof LETTER_STATES;
export const LETTER_STATE_CODES = Object.keys(LETTER_STATES) as LetterState[];

/** The part of a letter version the state depends on. Dates are 'YYYY-MM-DD' (the tenant's calendar). */
export type LetterStateInput = {
  status: LetterStatus;
  suspended: boolean;
  validFrom: string;
  validTo: string;
};

/**
 * A letter's own state, ignoring its chain: terminated and not-issued first; then expired by date; then
 * suspended by its grantor; a letter whose period has not begun is not valid yet (reported as notIssued).
 */
export function ownLetterState(l: LetterStateInput, today: string): LetterState {
  if (l.status === 'terminated') return 'terminated';
  if (l.status !== 'issued' && l.status !== 'received') return 'notIssued';
  if (l.validTo < today) return 'expired';
  if (l.suspended) return 'suspended';
  if (l.validFrom > today) return 'notIssued';
  return 'valid';
}

/**
 * The state of a letter given its ancestors (parent first, then the parent's parent ...): a letter that is valid on
 * its own is suspended when any ancestor is not valid (terminated, expired, suspended); reinstating the ancestor
 * makes it valid again while it is in its own period. A letter's own terminated / expired state wins.
 */
export function letterState(l: LetterStateInput, ancestors: readonly LetterStateInput[], today: string): LetterState {
  const own = ownLetterState(l, today);
  if (own !== 'valid') return own;
  return ancestors.every((a) => ownLetterState(a, today) === 'valid') ? 'valid' : 'suspended';
}

/** What a letter covers (authorization_letter_scopes.kind). */
export const LETTER_SCOPE_KINDS = { product: '产品', productLine: '产品线', region: '区域', hospital: '医院' } as const;
export type LetterScopeKind = keyof typeof LETTER_SCOPE_KINDS;
export const LETTER_SCOPE_KIND_CODES = Object.keys(LETTER_SCOPE_KINDS) as LetterScopeKind[];

/**
 * Templates of /authorization-management/add-authorization: the body text with {placeholders} filled from the
 * letter (grantor, grantee, products, regions, hospitals, validFrom, validTo). A free-form letter
 * (add-manully-authorization) has no template and its own body text.
 */
export const LETTER_TEMPLATES = {
  productSales: {
    name: '产品销售授权书',
    body:
      '兹授权{grantee}为我公司{products}产品在{regions}的授权经销商，负责上述产品的销售及售后服务工作。' +
      '授权期限自{validFrom}起至{validTo}止。未经我公司书面同意，被授权方不得转授权。特此授权。',
  },
  hospitalTender: {
    name: '医院投标授权书',
    body:
      '兹授权{grantee}代表我公司，以我公司{products}产品参加{hospitals}的采购投标及供货，' +
      '并负责相关产品的配送与售后服务。授权期限自{validFrom}起至{validTo}止。特此授权。',
  },
  regionAgency: {
    name: '区域代理授权书',
    body:
      '兹授权{grantee}为我公司{products}产品在{regions}的区域代理商，负责该区域内医疗机构的市场开发、' +
      '销售与服务，可在授权范围内发展下级经销商。授权期限自{validFrom}起至{validTo}止。特此授权。',
  },
} as const;
export type LetterTemplateCode = keyof typeof LETTER_TEMPLATES;
export const LETTER_TEMPLATE_CODES = Object.keys(LETTER_TEMPLATES) as LetterTemplateCode[];

/** The public verification page (no login): /authorization-management/platform-authorization-query/:index. */
export const LETTER_VERIFY_SCREEN = '/authorization-management/platform-authorization-query';

/** Seal types (seals.seal_type); a personal signature is its own type. */
export const SEAL_TYPES = {
  official: '公章',
  contract: '合同专用章',
  authorization: '授权专用章',
  finance: '财务专用章',
  personal: '个人签名',
} as const;
export type SealType = keyof typeof SEAL_TYPES;
export const SEAL_TYPE_CODES = Object.keys(SEAL_TYPES) as SealType[];
