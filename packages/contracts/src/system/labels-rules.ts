// Zod-free rules of label categories and labels (PD001 标签分类, 标签管理), shared by server and web.

/** What a category's labels may tag once merchants attach them: products, brands or companies. */
export const LABEL_APPLIES_TO = ['product', 'brand', 'company'] as const;
export type LabelAppliesTo = (typeof LABEL_APPLIES_TO)[number];
export const LABEL_APPLIES_TO_NAMES: Record<LabelAppliesTo, string> = { product: '产品', brand: '品牌', company: '企业' };

/** A label's colour: #RRGGBB, stored upper-case. */
export const LABEL_COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
/** The colour a new label starts with (antd's blue). */
export const LABEL_DEFAULT_COLOUR = '#1677FF';

export const LABEL_NAME_MAX = 30;
export const LABEL_CATEGORY_CODE_MAX = 30;
/** Category codes: letters, digits, underscore and dash, starting with a letter. */
export const LABEL_CATEGORY_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
export const LABEL_TEXT_MAX = 200;
export const LABEL_SORT_MAX = 9999;
