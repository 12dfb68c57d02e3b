// Company relations (DOMAIN.md 'Who is who'), zod-free for the web: the three types and which company types
// each links. The type follows from the pair's company types (one type per pair of types), so the order
// gate knows which relation an order between two companies rides on: the supplier is the relation's 'from'.
import type { CompanyType } from '../common/constants.js';

export const RELATION_TYPES = ['supplies', 'serves', 'sub'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

export const RELATION_TYPE_NAMES: Record<RelationType, string> = {
  supplies: '供货',
  serves: '服务',
  sub: '分销',
};

/** Which company types each type links, from → to. A manufacturer serving a hospital directly is 'serves'. */
export const RELATION_PAIRS: Record<RelationType, { from: readonly CompanyType[]; to: readonly CompanyType[] }> = {
  supplies: { from: ['FC'], to: ['AG'] },
  serves: { from: ['AG', 'FC'], to: ['HO'] },
  sub: { from: ['AG'], to: ['AG'] },
};

/** The relation type linking a company of type `from` to one of type `to`, or null when none may. */
export function relationTypeFor(from: string, to: string): RelationType | null {
  const links = (t: RelationType) =>
    (RELATION_PAIRS[t].from as readonly string[]).includes(from) && (RELATION_PAIRS[t].to as readonly string[]).includes(to);
  return RELATION_TYPES.find(links) ?? null;
}

/** The company types a relation links, as its messages name them. */
export const RELATION_COMPANY_TYPE_NAMES: Record<string, string> = { FC: '生产厂家', AG: '经销商', HO: '医疗机构' };

export const RELATION_REASON_MAX = 200;
export const RELATION_REMARK_MAX = 200;
export const RELATION_EXPORT_MAX_ROWS = 10_000;
