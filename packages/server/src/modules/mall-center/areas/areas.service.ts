// The Chinese province → city → district tree of the china-area-data package (codes of the national
// administrative division standard). Read once; the package is the single source of names.
import { createRequire } from 'node:module';
import type { AreaItem, AreaListQuery } from '@medportal/contracts/mall/area.contract';
import { DomainError } from '../../../lib/domain-error.js';

type Tree = Record<string, Record<string, string>>;
const tree = createRequire(import.meta.url)('china-area-data/data.json') as Tree;
const ROOT = '86';

const children = (code: string): AreaItem[] => Object.entries(tree[code] ?? {}).map(([c, name]) => ({ code: c, name }));

export const isProvince = (code: string): boolean => Boolean(tree[ROOT]?.[code]);
export const provinceName = (code: string): string | undefined => tree[ROOT]?.[code];
export const cityName = (provinceCode: string, cityCode: string): string | undefined => tree[provinceCode]?.[cityCode];

/** The province a city belongs to, or undefined for a code that is no city. */
const provinceOfCity = (cityCode: string): string | undefined =>
  Object.keys(tree[ROOT] ?? {}).find((p) => tree[p]?.[cityCode] !== undefined);

/** area/list: provinces; a province's cities; a city's districts. An unknown code is an error, not an empty list. */
export function listAreas(q: AreaListQuery): AreaItem[] {
  if (q.cityCode) {
    const province = provinceOfCity(q.cityCode);
    if (!province || (q.provinceCode && q.provinceCode !== province))
      throw new DomainError(province ? 'AREA_CITY_MISMATCH' : 'AREA_NOT_FOUND');
    return children(q.cityCode);
  }
  if (q.provinceCode) {
    if (!isProvince(q.provinceCode)) throw new DomainError('AREA_NOT_FOUND');
    return children(q.provinceCode);
  }
  return children(ROOT);
}

/** Province and city names for an address; throws when the codes are not a province and one of its cities. */
export function resolveProvinceCity(provinceCode: string, cityCode: string): { provinceName: string; cityName: string } {
  const p = provinceName(provinceCode);
  if (!p) throw new DomainError('AREA_NOT_FOUND', '省份编码不存在，请从省份列表中选择');
  const c = cityName(provinceCode, cityCode);
  if (!c) throw new DomainError(provinceOfCity(cityCode) ? 'AREA_CITY_MISMATCH' : 'AREA_NOT_FOUND');
  return { provinceName: p, cityName: c };
}

let parents: Map<string, string> | undefined;
/** child code → parent code over the whole tree, built on first use */
const parentIndex = (): Map<string, string> => {
  if (!parents) {
    parents = new Map();
    for (const [parent, kids] of Object.entries(tree))
      for (const code of Object.keys(kids)) if (!parents.has(code)) parents.set(code, parent);
  }
  return parents;
};

/**
 * The province → city → district names of an area code (a province, city or district), or undefined
 * for a code the tree does not hold (the enterprise registry's region field).
 */
export function areaPathOf(code: string): { code: string; name: string }[] | undefined {
  const index = parentIndex();
  const path: { code: string; name: string }[] = [];
  let cur = code;
  for (let depth = 0; depth < 4 && cur !== ROOT; depth += 1) {
    const parent = index.get(cur);
    const name = parent === undefined ? undefined : tree[parent]?.[cur];
    if (parent === undefined || name === undefined) return undefined;
    path.unshift({ code: cur, name });
    cur = parent;
  }
  return cur === ROOT && path.length > 0 ? path : undefined;
}
/** A province or city by code (no districts), with its name and its province; undefined for any other code. */
export function provinceOrCity(code: string): { code: string; name: string; provinceCode: string } | undefined {
  const p = provinceName(code);
  if (p) return { code, name: p, provinceCode: code };
  const province = provinceOfCity(code);
  return province ? { code, name: `${provinceName(province)}${tree[province]![code]}`, provinceCode: province } : undefined;
}

/** Provinces with their cities, for region pickers. */
export const provinceCityTree = (): (AreaItem & { children: AreaItem[] })[] =>
  children(ROOT).map((p) => ({ ...p, children: children(p.code) }));
