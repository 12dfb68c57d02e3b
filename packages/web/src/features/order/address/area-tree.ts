// Province → city options of the address form, from area/list. The kit's drawer form takes a
// cascader's options whole when it opens (new options would reset what the user typed), so the two
// levels load before it opens: the provinces, then their cities in parallel, once per session.
import { useQuery } from '@tanstack/react-query';
import type { FieldOption } from '../../../kit/form/form-field-types';
import { areaList } from '../api/master-data-api';

export const AREA_TREE_KEY = ['order', 'areaTree'] as const;

export async function fetchAreaTree(): Promise<FieldOption[]> {
  const provinces = await areaList();
  const cities = await Promise.all(provinces.map((p) => areaList({ provinceCode: p.code })));
  return provinces.map((p, i) => ({
    value: p.code,
    label: p.name,
    children: (cities[i] ?? []).map((c) => ({ value: c.code, label: c.name })),
  }));
}

/** The area tree; it is the same for everyone and never changes while the app runs. */
export function useAreaTree(enabled = true) {
  return useQuery({ queryKey: AREA_TREE_KEY, queryFn: fetchAreaTree, enabled, staleTime: Infinity, gcTime: Infinity });
}
