// Shared pieces of the order & mall service (/m-mall-center/api/v1): the required `query` body,
// paging, codes, and the dictionaries of DOMAIN 'Orders' (carry ways, order statuses).
import { z } from 'zod';
import { pageNum, pageSize } from '../worktable/paging.contract.js';

export { pageNum, pageSize };

/** A body the tsv calls `query` (or another named argument): absent or not an object → 400 naming it. */
export const queryObject = <S extends z.ZodRawShape>(name: string, shape: S) => z.object(shape, { error: `${name} 查询条件不能为空` });

/** A business code (company, contract, product, product line, house code …). */
export const code = (label: string, max = 40) =>
  z
    .string(`${label}应为文本`)
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}最长${max}个字符`)
    .regex(/^[A-Za-z0-9_.-]+$/, `${label}只能包含字母、数字、下划线、点与短横线`);

/** An optional free-text filter. */
export const keyword = (label = '关键字', max = 50) => z.string(`${label}应为文本`).trim().max(max, `${label}最长${max}个字符`).optional();

export const CARRY_WAYS = ['bySelf', 'b', 'c', 'd', 'e', 'f'] as const;
export type CarryWay = (typeof CARRY_WAYS)[number];
export const CARRY_WAY_NAMES: Record<CarryWay, string> = {
  bySelf: '自提',
  b: '送货到医院',
  c: '客车',
  d: '航空',
  e: '快递',
  f: '物流',
};

export const ORDER_STATUSES = [
  'draft',
  'approving',
  'submitted',
  'confirmed',
  'rejected',
  'partlyShipped',
  'shipped',
  'received',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  draft: '草稿',
  approving: '审批中',
  submitted: '已提交',
  confirmed: '供应商已确认',
  rejected: '已驳回',
  partlyShipped: '部分发货',
  shipped: '已发货',
  received: '已收货',
  completed: '已完成',
  cancelled: '已取消',
};

export const CONTRACT_STATUSES = ['valid', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_NAMES: Record<ContractStatus, string> = { valid: '生效', terminated: '已终止' };

export const enumEntry = z.object({ code: z.string(), name: z.string() });
export type EnumEntry = z.infer<typeof enumEntry>;
