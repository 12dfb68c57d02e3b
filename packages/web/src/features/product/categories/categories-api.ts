// Typed client of the category tree (category/tree, add, update, delete).
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import type { CategoryAddBody, CategoryNode, CategoryUpdateBody } from '@medportal/contracts/product/categories.contract';
import { post } from '../../../lib/api-client';

export const getCategoryTree = async (): Promise<CategoryNode[]> =>
  (await post<CategoryNode[]>(PRODUCT_API.categoryTree, { withCounts: true })).payload;

export const addCategory = async (body: CategoryAddBody): Promise<void> => {
  await post(PRODUCT_API.categoryAdd, body);
};

export const updateCategory = async (body: CategoryUpdateBody): Promise<void> => {
  await post(PRODUCT_API.categoryUpdate, body);
};

export const deleteCategory = async (id: number): Promise<void> => {
  await post(PRODUCT_API.categoryDelete, { id });
};
