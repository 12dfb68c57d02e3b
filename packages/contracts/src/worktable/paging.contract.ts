// Page parameters of the worktable lists: page sizes of the spec only (20/30/50/100).
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../common/constants.js';

export const pageNum = z.number('页码应为数字').int('页码应为整数').min(1, '页码最小为1').max(100_000, '页码最大为100000').default(1);
export const pageSize = z.literal(PAGE_SIZES, '每页条数只能为 20、30、50 或 100').default(DEFAULT_PAGE_SIZE);

/** Row ids: positive 32-bit integers. */
export const rowId = (label: string) =>
  z.number(`${label}应为数字`).int(`${label}不正确`).min(1, `${label}不正确`).max(2_147_483_647, `${label}不正确`);
