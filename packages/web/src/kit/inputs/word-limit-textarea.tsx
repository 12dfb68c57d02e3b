// Textarea with its word limit shown (count / max) and enforced.
import { Input } from 'antd';
import type { GetProps } from 'antd';

type TextAreaProps = GetProps<typeof Input.TextArea>;

export const TEXTAREA_MAX_DEFAULT = 200;

export type WordLimitTextAreaProps = Omit<TextAreaProps, 'showCount' | 'maxLength'> & { maxlength?: number };

export function WordLimitTextArea({ maxlength = TEXTAREA_MAX_DEFAULT, rows = 4, ...rest }: WordLimitTextAreaProps) {
  return <Input.TextArea rows={rows} {...rest} maxLength={maxlength} showCount />;
}
