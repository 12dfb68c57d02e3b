// Bodies and answers of the category calls (/m-product-center/api/v1/category/*, PRODUCT_PATHS): the
// two-level tree (the 22 first-level categories of the 2017 catalogue and the tenant's second level).
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { rowId } from '../worktable/paging.contract.js';

const name = z.string('分类名称应为文本').trim().min(1, '分类名称不能为空').max(100, '分类名称最长100个字符');
const sort = z.number('排序应为数字').int('排序应为整数').min(0, '排序最小为0').max(9999, '排序最大为9999');

export const categoryTreeBody = z.object({
  /** the number of products per category (and the sum under a first-level one) */
  withCounts: z.boolean('是否统计产品数应为布尔值').optional(),
});
export type CategoryTreeBody = z.infer<typeof categoryTreeBody>;

export type CategoryNode = {
  id: number;
  code: string;
  name: string;
  sort: number;
  /** with withCounts: the products of the category (a first-level one: its own and its children's) */
  productCount?: number;
  children: CategoryNode[];
};

const leaf = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  sort: z.number(),
  productCount: z.number().optional(),
});
export const categoryNode: z.ZodType<CategoryNode> = leaf.extend({
  children: z.array(leaf.extend({ children: z.array(z.never()) })),
}) as unknown as z.ZodType<CategoryNode>;
export const categoryTreeEnvelope = envelope(z.array(categoryNode));

/** a second-level category under a first-level one; its code is the parent's plus '-' and the next two digits */
export const categoryAddBody = z.object({
  parentId: rowId('上级分类'),
  name,
  sort: sort.optional(),
});
export type CategoryAddBody = z.infer<typeof categoryAddBody>;

export const categoryUpdateBody = z.object({
  id: rowId('分类'),
  name,
  sort,
});
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBody>;

export const categoryDeleteBody = z.object({ id: rowId('分类') });
export type CategoryDeleteBody = z.infer<typeof categoryDeleteBody>;

export const categorySavedEnvelope = envelope(leaf.extend({ parentId: z.number().nullable() }));
