// Per-user table column settings and the authorised fields of a table (spec 2 sections 3 and 7).
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/** Upper bound of a saved customSet, in UTF-8 bytes. */
export const CUSTOM_SET_MAX_BYTES = 64 * 1024;
const MAX_COLUMNS = 500;

export const COLUMN_TYPES = ['selection', 'index', 'expand', 'group', 'default'] as const;

export type ColumnEntry = {
  prop?: string | undefined;
  type?: (typeof COLUMN_TYPES)[number] | undefined;
  label?: string | undefined;
  show?: boolean | undefined;
  sort?: number | undefined;
  fixed?: 'left' | 'right' | false | null | undefined;
  width?: number | string | null | undefined;
  allowSort?: boolean | undefined;
  children?: ColumnEntry[] | undefined;
};

/** Spec 2 'Column entry'. Unknown keys are tolerated (the client may keep its own flags). */
export const columnEntrySchema: z.ZodType<ColumnEntry> = z.lazy(() =>
  z.object({
    prop: z.string().max(200).optional(),
    type: z.enum(COLUMN_TYPES).optional(),
    label: z.string().max(200).optional(),
    show: z.boolean().optional(),
    sort: z.number().optional(),
    fixed: z
      .union([z.enum(['left', 'right']), z.literal(false)])
      .nullable()
      .optional(),
    width: z
      .union([z.number().nonnegative(), z.string().max(20)])
      .nullable()
      .optional(),
    allowSort: z.boolean().optional(),
    children: z.array(columnEntrySchema).max(MAX_COLUMNS).optional(),
  }),
);

/** What customSet holds once parsed. */
export const customSetShape = z.object({
  showList: z.array(columnEntrySchema).max(MAX_COLUMNS),
  fieldList: z.array(columnEntrySchema).max(MAX_COLUMNS),
});
export type CustomSet = z.infer<typeof customSetShape>;

const issuePath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** A JSON string that parses to {showList, fieldList}, at most 64 KB. */
export const customSetString = z
  .string()
  .min(1, '请传入表格配置')
  .superRefine((value, ctx) => {
    if (value.length > CUSTOM_SET_MAX_BYTES || new TextEncoder().encode(value).length > CUSTOM_SET_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: '表格配置不能超过64KB' });
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: '表格配置不是合法的 JSON' });
      return;
    }
    const result = customSetShape.safeParse(parsed);
    if (!result.success) {
      const first = result.error.issues[0];
      const where = first ? issuePath(first.path) : '';
      ctx.addIssue({ code: 'custom', message: `表格配置格式不正确${where ? `（${where}）` : ''}` });
    }
  });

const tableNo = z.string().trim().min(1, '请传入表格编号').max(80, '表格编号不能超过80个字符');

export const tableNoBody = z.object({ tableNo });
export type TableNoBody = z.infer<typeof tableNoBody>;

export const customTableSaveBody = z.object({
  tableNo,
  customSet: customSetString,
  pagePath: z.string().max(300, '页面路径不能超过300个字符').nullish(),
  interfaceUrl: z.string().max(300, '接口地址不能超过300个字符').nullish(),
});
export type CustomTableSaveBody = z.infer<typeof customTableSaveBody>;

export const tableSetSchema = z.object({
  tableNo: z.string(),
  customSet: z.string(),
  pagePath: z.string().nullable(),
  interfaceUrl: z.string().nullable(),
});
export type TableSet = z.infer<typeof tableSetSchema>;

export const customTableFindEnvelope = envelope(z.object({ tableSet: tableSetSchema.nullable() }));

/** fieldShow: 0 hidden, 1 visible, 2 editable (spec 2 section 4). */
export const authFieldSchema = z.object({
  fieldCode: z.string(),
  fieldName: z.string(),
  fieldShow: z.number().int(),
});
export type AuthField = z.infer<typeof authFieldSchema>;

export const authFieldEnvelope = envelope(z.object({ tableFields: z.array(authFieldSchema) }));
