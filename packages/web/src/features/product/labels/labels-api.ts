// Typed client of the label calls (POST /m-staff-center/api/v1/label/labelCategory/*, /label/labelTabulation/*).
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type {
  LabelCategoryOption,
  LabelCategoryRow,
  LabelCategorySaveInput,
  LabelCategoryUpdateInput,
  LabelRow,
  LabelSaveInput,
  LabelUpdateInput,
} from '@medportal/contracts/system/labels.contract';
import type { QueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api-client';

export type { LabelCategoryOption, LabelCategoryRow, LabelRow };

const call = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

/** Every query of this part starts with this key: a change invalidates them all. */
export const LABELS_KEY = ['product', 'labels'] as const;
const LIST_URLS: readonly unknown[] = [STAFF_API.labelCategoryQuery, STAFF_API.labelTabulationQuery];

/**
 * After a change: this part's queries and the kit's list queries of its two pages. `refetch: false` only
 * marks them stale (a detail page leaving after its object was deleted must not read it again).
 */
export const refreshLabels = (client: QueryClient, refetch = true) => {
  const refetchType = refetch ? 'active' : 'none';
  return Promise.all([
    client.invalidateQueries({ queryKey: LABELS_KEY, refetchType }),
    client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'list' && LIST_URLS.includes(q.queryKey[1]), refetchType }),
  ]);
};

export const categoryDetail = (id: number) => call<LabelCategoryRow>(STAFF_API.labelCategoryDetail, { id });
export const saveCategory = (body: LabelCategorySaveInput) => call<LabelCategoryRow>(STAFF_API.labelCategorySave, body);
export const updateCategory = (body: LabelCategoryUpdateInput) => call<LabelCategoryRow>(STAFF_API.labelCategoryUpdate, body);
export const setCategoryStatus = (id: number, enabled: boolean) =>
  call<LabelCategoryRow>(STAFF_API.labelCategoryUpdateStatus, { id, enabled });
export const deleteCategory = (id: number) => call<null>(STAFF_API.labelCategoryDelete, { id });
export const categoryOptions = () => call<LabelCategoryOption[]>(STAFF_API.labelCategoryOptions, {});

export const labelDetail = (id: number) => call<LabelRow>(STAFF_API.labelTabulationDetail, { id });
export const saveLabel = (body: LabelSaveInput) => call<LabelRow>(STAFF_API.labelTabulationSave, body);
export const updateLabel = (body: LabelUpdateInput) => call<LabelRow>(STAFF_API.labelTabulationUpdate, body);
export const setLabelStatus = (id: number, enabled: boolean) => call<LabelRow>(STAFF_API.labelTabulationUpdateStatus, { id, enabled });
export const deleteLabel = (id: number) => call<null>(STAFF_API.labelTabulationDelete, { id });
