// Temp-stored order forms (order/TS, order/getTS), order templates (order/orderTemplate*, with the
// portal's own save and delete calls), relations between orders of one buyer and one supplier
// (order/appendRelate, getAppendInfo, orderAppend, chosenOrder, notChosenOrder) and the order-number
// check (file/testOrderCode). Money is integer fen; times are ISO strings.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { ORDER_STATUSES, code, keyword, pageNum, pageSize, queryObject } from './common.contract.js';
import { rowId } from '../worktable/paging.contract.js';

// ---- temp-stored forms: order/TS, order/getTS
/** Serialized (UTF-8 JSON) size limit of one stored form. */
export const TS_FORM_MAX_BYTES = 64 * 1024;
/** Nesting limit of a stored form (objects and arrays inside each other). */
export const TS_FORM_MAX_DEPTH = 20;
/** How many forms one user keeps per company; the next key is refused (MC1210) until one is removed. */
export const TS_FORMS_PER_USER = 100;

const tsKey = z.string('tsKey 应为文本').regex(/^[A-Za-z0-9_-]{1,64}$/, 'tsKey 应为1-64位字母、数字、下划线或短横线');

/** Depth over the limit anywhere in the form (NULs and lone surrogates are refused for every route by the server). */
function formProblem(value: unknown, depth: number): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > TS_FORM_MAX_DEPTH) return `暂存内容层级过深（最多${TS_FORM_MAX_DEPTH}层）`;
  for (const v of Object.values(value)) {
    const problem = formProblem(v, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

const tsForm = z.record(z.string(), z.unknown(), 'form 应为对象（订单表单内容）').superRefine((form, ctx) => {
  // depth first: serialising a form nested without limit could exhaust the stack
  const problem = formProblem(form, 1);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
  else if (new TextEncoder().encode(JSON.stringify(form)).length > TS_FORM_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: `暂存内容过大（最多${TS_FORM_MAX_BYTES / 1024}KB）` });
  }
});

/** order/TS: keeps a half-filled order form of the session user and company under tsKey (upsert). */
export const tsBody = z.object({ tsKey, form: tsForm }, { error: 'ts 暂存内容不能为空' });
export type TsBody = z.infer<typeof tsBody>;
export const tsSaved = z.object({ tsKey: z.string(), updatedAt: z.string() });
export type TsSaved = z.infer<typeof tsSaved>;
export const tsSavedEnvelope = envelope(tsSaved);

/**
 * order/getTS: the form the session user stored under tsKey in the session company, or null.
 * remove: true also drops it (after the real order was saved) and answers what was stored.
 */
export const getTsBody = z.object(
  {
    tsKey,
    remove: z.boolean('remove 应为布尔值').optional(),
  },
  { error: 'getTsOrderQuery 查询条件不能为空' },
);
export type GetTsBody = z.infer<typeof getTsBody>;
export const tsFormItem = z.object({ tsKey: z.string(), form: z.record(z.string(), z.unknown()), updatedAt: z.string() });
export type TsFormItem = z.infer<typeof tsFormItem>;
export const tsFormEnvelope = envelope(tsFormItem.nullable());

// ---- order templates: order/orderTemplate, order/orderTemplate/save, order/orderTemplate/delete, order/orderTemplateProduct
export const templateItem = z.object({
  id: z.number().int(),
  name: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  /** the contract the template is bound to; null: any effective contract with the supplier */
  contractCode: z.string().nullable(),
  contractName: z.string().nullable(),
  lineCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateItem = z.infer<typeof templateItem>;
export const templateEnvelope = envelope(templateItem);
export const templatePageEnvelope = envelope(page(templateItem));

/** order/orderTemplate: the session company's templates, by name (contains) and supplier, newest change first. */
export const templatePageBody = queryObject('query', {
  name: keyword('模板名称', 100),
  supplierCode: code('供应商编码 supplierCode').optional(),
  pageNum,
  pageSize,
});
export type TemplatePageBody = z.infer<typeof templatePageBody>;
export type TemplatePageQuery = z.input<typeof templatePageBody>;

export const TEMPLATE_MAX_LINES = 200;
export const TEMPLATE_MAX_QUANTITY = 99_999;

const templateLine = z.object(
  {
    productCode: code('产品编码 productCode'),
    quantity: z
      .number('数量应为数字')
      .int('数量应为大于0的整数')
      .min(1, '数量应为大于0的整数')
      .max(TEMPLATE_MAX_QUANTITY, `数量最大为${TEMPLATE_MAX_QUANTITY}`),
  },
  { error: '模板产品应为对象' },
);

/**
 * order/orderTemplate/save (portal addition): creates (no id) or replaces a template and its lines.
 * Names are unique per company (MC1200); every product must be in an effective contract of the
 * company with the supplier (the given contract when contractCode is sent), else MC1203 naming them.
 */
export const saveTemplateBody = z.object(
  {
    id: rowId('模板编号 id').optional(),
    name: z.string('模板名称应为文本').trim().min(1, '请输入模板名称').max(100, '模板名称最长100个字符'),
    supplierCode: code('供应商编码 supplierCode'),
    contractCode: code('合同编码 contractCode').optional(),
    lines: z
      .array(templateLine, 'lines 应为模板产品列表')
      .min(1, 'lines 至少包含一个产品')
      .max(TEMPLATE_MAX_LINES, `lines 最多${TEMPLATE_MAX_LINES}个产品`)
      .superRefine((lines, ctx) => {
        const seen = new Set<string>();
        lines.forEach((l, i) => {
          if (seen.has(l.productCode))
            ctx.addIssue({ code: 'custom', path: [i, 'productCode'], message: `产品编码重复：${l.productCode}` });
          seen.add(l.productCode);
        });
      }),
  },
  { error: 'form 模板表单不能为空' },
);
export type SaveTemplateBody = z.infer<typeof saveTemplateBody>;

/** order/orderTemplate/delete (portal addition): one template of the session company with its lines. */
export const deleteTemplateBody = z.object({ id: rowId('模板编号 id') }, { error: 'query 删除条件不能为空' });
export type DeleteTemplateQuery = z.infer<typeof deleteTemplateBody>;

/** order/orderTemplateProduct: a template's lines with today's product data and contract price. */
export const templateProductBody = queryObject('query', { templateId: rowId('模板编号 templateId') });
export type TemplateProductQuery = z.infer<typeof templateProductBody>;
export const templateProductLine = z.object({
  productCode: z.string(),
  quantity: z.number().int(),
  productName: z.string(),
  specification: z.string(),
  unit: z.string(),
  productLineCode: z.string(),
  /** the effective contract the price comes from; null when the product cannot be bought now */
  contractCode: z.string().nullable(),
  /** current contract price, integer fen */
  priceFen: z.number().int().nullable(),
  /** priceFen × quantity */
  amountFen: z.number().int().nullable(),
  available: z.boolean(),
  /** why the product cannot be bought now (zh-CN); null when available */
  reason: z.string().nullable(),
});
export type TemplateProductLine = z.infer<typeof templateProductLine>;
export const templateProducts = z.object({ template: templateItem, lines: z.array(templateProductLine) });
export type TemplateProducts = z.infer<typeof templateProducts>;
export const templateProductsEnvelope = envelope(templateProducts);

// ---- relations between orders: append (追加) or relate (关联)
export const RELATION_KINDS = ['append', 'relate'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];
export const RELATION_KIND_NAMES: Record<RelationKind, string> = { append: '追加', relate: '关联' };

const orderId = rowId('订单编号 orderId');

/**
 * order/appendRelate: relates orders of the same buyer and supplier with orderId (buyer only, none
 * cancelled). Pairs already related either way are kept as they are, so a repeated call adds nothing.
 */
export const appendRelateBody = z
  .object(
    {
      orderId,
      relatedOrderIds: z
        .array(rowId('关联订单编号 relatedOrderIds'), 'relatedOrderIds 应为订单编号列表')
        .min(1, 'relatedOrderIds 至少包含一个订单')
        .max(100, 'relatedOrderIds 最多100个订单'),
      kind: z.enum(RELATION_KINDS, 'kind 只能为 append（追加）或 relate（关联）'),
    },
    { error: 'form 关联表单不能为空' },
  )
  .refine((b) => !b.relatedOrderIds.includes(b.orderId), { path: ['relatedOrderIds'], message: 'relatedOrderIds 不能包含订单本身' });
export type AppendRelateBody = z.infer<typeof appendRelateBody>;

export const orderBrief = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  orderType: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusName: z.string(),
  /** order total, integer fen */
  totalFen: z.number().int(),
  createdAt: z.string(),
});
export type OrderBrief = z.infer<typeof orderBrief>;

export const relatedOrderItem = orderBrief.extend({
  kind: z.enum(RELATION_KINDS),
  kindName: z.string(),
  /** to: related by a call on the queried order (it is the main order); from: the listed order is the main one */
  direction: z.enum(['to', 'from']),
  relatedAt: z.string(),
});
export type RelatedOrderItem = z.infer<typeof relatedOrderItem>;
export const appendRelateResult = z.object({ added: z.number().int(), relations: z.array(relatedOrderItem) });
export type AppendRelateResult = z.infer<typeof appendRelateResult>;
export const appendRelateEnvelope = envelope(appendRelateResult);

/** order/getAppendInfo: every order related with orderId, both directions, oldest relation first. */
export const appendInfoBody = queryObject('query', { orderId });
export type AppendInfoQuery = z.infer<typeof appendInfoBody>;
export const relatedOrderListEnvelope = envelope(z.array(relatedOrderItem));

/** order/orderAppend: orders that can still be appended (submitted, confirmed or partly shipped, not related yet), paged. */
export const orderAppendBody = queryObject('query', { orderId, pageNum, pageSize });
export type OrderAppendBody = z.infer<typeof orderAppendBody>;
export type OrderAppendQuery = z.input<typeof orderAppendBody>;
export const orderBriefPageEnvelope = envelope(page(orderBrief));

/** order/chosenOrder: the orders already related with orderId, paged. */
export const chosenOrderBody = queryObject('query', { orderId, pageNum, pageSize });
export type ChosenOrderBody = z.infer<typeof chosenOrderBody>;
export type ChosenOrderQuery = z.input<typeof chosenOrderBody>;
export const relatedOrderPageEnvelope = envelope(page(relatedOrderItem));

/** order/notChosenOrder: orders of the same buyer and supplier not related yet (cancelled ones excluded), paged. */
export const notChosenOrderBody = queryObject('query', { orderId, orderCode: keyword('订单编号 orderCode', 32), pageNum, pageSize });
export type NotChosenOrderBody = z.infer<typeof notChosenOrderBody>;
export type NotChosenOrderQuery = z.input<typeof notChosenOrderBody>;

// ---- file/testOrderCode
/** Order numbers: PO (orders) or CF (fill-up orders), the China day YYYYMMDD and a six-digit sequence. */
export const ORDER_CODE_PATTERN = '^(PO|CF)\\d{14}$';

/**
 * file/testOrderCode: without a body (absent, null or without orderCode) answers the format rule { pattern };
 * with orderCode answers whether an order of which the session company is buyer or supplier has it.
 * Another company's number answers exists: false, exactly like a number nobody has.
 */
export const testOrderCodeBody = z
  .object(
    {
      orderCode: z
        .string('订单编号应为文本')
        .trim()
        .toUpperCase()
        .regex(new RegExp(ORDER_CODE_PATTERN), '订单编号格式不正确，应为 PO 或 CF 加14位数字')
        .optional(),
    },
    { error: '请求体应为对象' },
  )
  .nullish();
export type TestOrderCodeBody = z.infer<typeof testOrderCodeBody>;
export const orderCodeRule = z.object({ pattern: z.string() });
export const orderCodeCheck = z.object({
  exists: z.boolean(),
  orderId: z.number().int().optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  statusName: z.string().optional(),
});
export type OrderCodeRule = z.infer<typeof orderCodeRule>;
export type OrderCodeCheck = z.infer<typeof orderCodeCheck>;
export const testOrderCodeEnvelope = envelope(z.union([orderCodeCheck, orderCodeRule]));
