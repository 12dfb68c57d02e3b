// Configuration centre: values by key (company override over tenant default) and a company's custom config.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { looseId } from '../staff/agreements.contract.js';

export const CONFIG_KEYS_MAX = 100;

export const getByKeysBody = z.object({
  businessCode: z.string().trim().max(60, '业务编码不能超过60个字符').optional().default(''),
  companyId: looseId('企业编号'),
  /** the factory company id, or the string 'null' for none */
  groupId: z
    .union([z.number().int('分组编号必须是整数').min(0).max(2_147_483_647), z.string().max(40, '分组编号不能超过40个字符'), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null || v === 'null' || v === 'undefined' ? '' : String(v))),
  keys: z
    .array(z.string().min(1, '配置键不能为空').max(100, '配置键不能超过100个字符'))
    .min(1, '请传入配置键')
    .max(CONFIG_KEYS_MAX, `配置键最多${CONFIG_KEYS_MAX}个`),
  extras: z.unknown().optional(),
});
export type GetByKeysBody = z.infer<typeof getByKeysBody>;

/** key -> value; null when no entry exists for the key. */
export const configMapEnvelope = envelope(z.record(z.string(), z.string().nullable()));

export const customConfigQuery = z
  .object({
    companyId: z
      .string()
      .max(12)
      .regex(/^(-?\d{1,10}|null|undefined|)$/, '企业编号格式不正确')
      .optional(),
    tenantId: z.string().max(12).optional(),
    timestamp: z.string().max(20).optional(),
    t: z.string().max(20).optional(),
  })
  .passthrough();
export type CustomConfigQuery = z.infer<typeof customConfigQuery>;

export const customConfigEnvelope = envelope(z.record(z.string(), z.string()));
