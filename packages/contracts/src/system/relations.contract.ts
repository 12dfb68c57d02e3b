// Company relations (/systemSetup/companyRelation, companyRelation/* of the staff centre): typed links between
// two companies of the tenant, enabled or disabled. The platform keeps them; a disabled relation stops new
// orders between its pair (relations-rules.ts says which types link which companies).
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import { RELATION_REASON_MAX, RELATION_REMARK_MAX, RELATION_TYPES } from './relations-rules.js';

export * from './relations-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const text = (label: string, max: number) =>
  z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`).regex(noControl, `${label}不能包含控制字符`);
const relationType = z.enum(RELATION_TYPES, '关系类型只能为供货、服务或分销');

export const relationFilter = z.object({
  /** a company on either side */
  companyId: rowId('企业').optional(),
  relationType: relationType.optional(),
  enabled: z.boolean('状态应为布尔值').optional(),
});
export type RelationFilter = z.infer<typeof relationFilter>;

export const relationPageBody = relationFilter.extend({ page: pageNum, pageSize });
export type RelationPageBody = z.infer<typeof relationPageBody>;

export const relationRow = z.object({
  id: z.number().int(),
  fromCompanyId: z.number().int(),
  fromCompanyCode: z.string(),
  fromCompanyName: z.string(),
  fromCompanyType: z.string(),
  toCompanyId: z.number().int(),
  toCompanyCode: z.string(),
  toCompanyName: z.string(),
  toCompanyType: z.string(),
  relationType: z.enum(RELATION_TYPES),
  enabled: z.boolean(),
  remark: z.string(),
  /** the reason given when it was last enabled or disabled */
  statusReason: z.string(),
  /** YYYY-MM-DD HH:mm:ss on the tenant's clock */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RelationRow = z.infer<typeof relationRow>;
export const relationPageEnvelope = envelope(page(relationRow));
export const relationEnvelope = envelope(relationRow);

export const relationSaveBody = z.object({
  fromCompanyId: rowId('供方企业'),
  toCompanyId: rowId('需方企业'),
  relationType,
  remark: text('备注', RELATION_REMARK_MAX).optional(),
});
export type RelationSaveBody = z.infer<typeof relationSaveBody>;

/** The pair and the type stay (the type follows from the companies' types): delete and add to change them. */
export const relationUpdateBody = z.object({ id: rowId('企业关系'), remark: text('备注', RELATION_REMARK_MAX) });
export type RelationUpdateBody = z.infer<typeof relationUpdateBody>;

export const relationStatusBody = z.object({
  id: rowId('企业关系'),
  enabled: z.boolean('状态应为布尔值'),
  reason: text('原因', RELATION_REASON_MAX).min(1, '请输入原因'),
});
export type RelationStatusBody = z.infer<typeof relationStatusBody>;

export const relationIdBody = z.object({ id: rowId('企业关系') });
export type RelationIdBody = z.infer<typeof relationIdBody>;
