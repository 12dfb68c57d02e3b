// The form-field definition of spec 2 section 3 (field, label, type, value, valueDefault, options,
// placeholder, hidden, disabled, password, rows, maxlength, width) and the value rules shared by the
// drawer form and the plain form.
import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import type { DayTable } from '../inputs/transmission-time';

export type DrawerFieldType =
  'title' | 'input' | 'email' | 'transmissionTime' | 'text' | 'select' | 'cascader' | 'date' | 'switch' | 'radio' | 'textarea';
export type PlainFieldType = DrawerFieldType | 'input-two' | 'input-two-select' | 'url' | 'radio-block' | 'line' | 'button';

export type FieldOption = { label: string; value: string | number | boolean; text?: string; children?: FieldOption[]; disabled?: boolean };

export type FormFieldDef<T extends PlainFieldType = PlainFieldType> = {
  field: string;
  label?: string;
  type: T;
  /** the current value (edit mode, when no values object is given) */
  value?: unknown;
  /** the value of add mode */
  valueDefault?: unknown;
  options?: FieldOption[];
  /** one text, or two for input-two / input-two-select */
  placeholder?: string | [string, string];
  hidden?: boolean;
  disabled?: boolean;
  password?: boolean;
  rows?: number;
  maxlength?: number;
  width?: number | string;
  /** transmissionTime: natural (1–31 / 1–7) or work days (1–22 / 1–5) */
  dayTable?: DayTable;
  /** button: what it does in the form (default submit) and an extra click handler */
  htmlType?: 'submit' | 'reset' | 'button';
  onClick?: () => void;
};

/** Rules per field name, supplied per form. */
export type FormRules = Record<string, FormRule[]>;
export type FormMode = 'add' | 'edit';
export type FormValues = Record<string, unknown>;

export const DATE_FORMAT = 'YYYY-MM-DD';
/** What an edit form shows in a password field instead of the password. */
export const PASSWORD_MASK = '******';

/** Types that show something but hold no value. */
const DISPLAY_ONLY: readonly PlainFieldType[] = ['title', 'line', 'button', 'text'];
export const holdsValue = (f: FormFieldDef): boolean => !DISPLAY_ONLY.includes(f.type);

/** A disabled form or field is not validated. */
export const rulesFor = (f: FormFieldDef, rules: FormRules | undefined, formDisabled: boolean | undefined): FormRule[] =>
  formDisabled || f.disabled ? [] : (rules?.[f.field] ?? []);

const toDate = (v: unknown) => {
  if (v === null || v === undefined || v === '') return null;
  const d = dayjs.isDayjs(v) ? v : dayjs(v as string);
  return d.isValid() ? d : null;
};

/** add: the defaults; edit: the current values, a password shown as the mask (never the password). */
export function initialValuesFor(fields: FormFieldDef[], mode: FormMode, values?: FormValues): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (f.type === 'title' || f.type === 'line' || f.type === 'button') continue;
    let v = mode === 'add' ? f.valueDefault : values && f.field in values ? values[f.field] : f.value;
    if (mode === 'edit' && f.password) v = v ? PASSWORD_MASK : '';
    out[f.field] = f.type === 'date' ? toDate(v) : v;
  }
  return out;
}

/** The values a form emits: dates as YYYY-MM-DD; an untouched password mask is left out (unchanged). */
export function outputValues(fields: FormFieldDef[], values: FormValues): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (!holdsValue(f)) continue;
    const v = values[f.field];
    if (f.password && v === PASSWORD_MASK) continue;
    out[f.field] = f.type === 'date' ? (toDate(v)?.format(DATE_FORMAT) ?? null) : v;
  }
  return out;
}
