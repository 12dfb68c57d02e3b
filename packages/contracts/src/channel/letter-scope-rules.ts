// Whether a sub-authorisation stays inside the letter it derives from (pure, zod-free: the server checks it on
// save and renewal, the web may preview it). A distributor may sub-authorise only products, regions, hospitals and
// a period inside its own letter; everything outside is named in one message (CM1102).

/** One item of a letter's scope: the stored value (product id, line code, area code, hospital id) and its name. */
export type ScopeEntry = { value: string; label: string };

/** The parent letter's scope as stored: no region = nationwide; no hospital = every hospital of its regions. */
export type ParentScope = {
  letterNo: string;
  products: readonly ScopeEntry[];
  productLines: readonly ScopeEntry[];
  regions: readonly ScopeEntry[];
  hospitals: readonly ScopeEntry[];
  validFrom: string;
  validTo: string;
};

/** The new letter's scope; a product knows its product line, a hospital its area code when known. */
export type ChildScope = {
  products: readonly (ScopeEntry & { lineCode: string | null })[];
  productLines: readonly ScopeEntry[];
  regions: readonly ScopeEntry[];
  hospitals: readonly (ScopeEntry & { regionCode: string | null })[];
  validFrom: string;
  validTo: string;
};

/**
 * Whether the area `outer` contains the area `inner` (codes of the national division standard, six digits): a
 * province xx0000 contains its cities xxyy00 and their districts; a city xxyy00 contains its districts; an area
 * contains itself.
 */
export function areaContains(outer: string, inner: string): boolean {
  if (outer === inner) return true;
  if (!/^[0-9]{6}$/.test(outer) || !/^[0-9]{6}$/.test(inner)) return false;
  if (outer.endsWith('0000')) return inner.startsWith(outer.slice(0, 2));
  if (outer.endsWith('00')) return inner.startsWith(outer.slice(0, 4));
  return false;
}

/** Whether an area lies in a list of regions; an empty list is nationwide. */
export const insideRegions = (regions: readonly ScopeEntry[], code: string): boolean =>
  regions.length === 0 || regions.some((r) => areaContains(r.value, code));

/**
 * What of the child lies outside the parent, each named as the message shows it: 产品「…」, 产品线「…」,
 * 区域「…」 (区域「全国」 when the child is nationwide and the parent is not), 医院「…」, 授权期限（上级授权至…）.
 */
export function scopeExcesses(parent: ParentScope, child: ChildScope): string[] {
  const out: string[] = [];
  const parentProducts = new Set(parent.products.map((p) => p.value));
  const parentLines = new Set(parent.productLines.map((l) => l.value));
  for (const p of child.products)
    if (!parentProducts.has(p.value) && !(p.lineCode !== null && parentLines.has(p.lineCode))) out.push(`产品「${p.label}」`);
  for (const l of child.productLines) if (!parentLines.has(l.value)) out.push(`产品线「${l.label}」`);
  if (child.regions.length === 0 && parent.regions.length > 0) out.push('区域「全国」');
  for (const r of child.regions) if (!insideRegions(parent.regions, r.value)) out.push(`区域「${r.label}」`);
  const parentHospitals = new Set(parent.hospitals.map((h) => h.value));
  for (const h of child.hospitals) {
    const inside =
      parent.hospitals.length > 0
        ? parentHospitals.has(h.value)
        : h.regionCode === null || h.regionCode === '' || insideRegions(parent.regions, h.regionCode);
    if (!inside) out.push(`医院「${h.label}」`);
  }
  const early = child.validFrom < parent.validFrom;
  const late = child.validTo > parent.validTo;
  if (early && late) out.push(`授权期限（上级授权期限${parent.validFrom}至${parent.validTo}）`);
  else if (late) out.push(`授权期限（上级授权至${parent.validTo}）`);
  else if (early) out.push(`授权期限（上级授权自${parent.validFrom}起）`);
  return out;
}

/** The CM1102 message naming every excess, or null when the child lies inside the parent. */
export function scopeExceedMessage(parent: ParentScope, child: ChildScope): string | null {
  const excesses = scopeExcesses(parent, child);
  return excesses.length ? `超出上级授权书（${parent.letterNo}）的授权范围：${excesses.join('、')}` : null;
}

/** A template's body filled from the letter; an empty list reads as the template's wording for "all". */
export function fillLetterTemplate(
  body: string,
  v: {
    grantee: string;
    products: readonly string[];
    regions: readonly string[];
    hospitals: readonly string[];
    validFrom: string;
    validTo: string;
  },
): string {
  const values: Record<string, string> = {
    grantee: v.grantee || '（被授权方）',
    products: v.products.length ? v.products.map((p) => `「${p}」`).join('、') : '（授权产品）',
    regions: v.regions.length ? v.regions.join('、') : '全国',
    hospitals: v.hospitals.length ? v.hospitals.join('、') : '授权区域内各医疗机构',
    validFrom: v.validFrom || '（起始日期）',
    validTo: v.validTo || '（截止日期）',
  };
  return body.replace(/\{(grantee|products|regions|hospitals|validFrom|validTo)\}/g, (_, k: string) => values[k]!);
}
