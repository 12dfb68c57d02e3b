// The composite controls of the plain form: two inputs, a select with an input, a url (protocol +
// address) and a read-only text.
import { Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from './form-field-types';

export const URL_PROTOCOLS = ['https://', 'http://'] as const;
type Pair = [unknown, string | undefined];

type PairProps = {
  value?: Pair | null;
  onChange?: (v: Pair) => void;
  disabled?: boolean;
  placeholder?: string | [string, string];
  id?: string;
};

const pairPlaceholder = (p: string | [string, string] | undefined, i: 0 | 1) => (Array.isArray(p) ? p[i] : i === 0 ? p : undefined);

export function InputTwo({ value, onChange, disabled, placeholder, id }: PairProps) {
  const [a, b] = value ?? [undefined, undefined];
  return (
    <Space.Compact block>
      <Input
        id={id}
        disabled={disabled}
        placeholder={pairPlaceholder(placeholder, 0)}
        value={(a as string | undefined) ?? ''}
        onChange={(e) => onChange?.([e.target.value, b])}
      />
      <Input
        disabled={disabled}
        placeholder={pairPlaceholder(placeholder, 1)}
        value={b ?? ''}
        onChange={(e) => onChange?.([a, e.target.value])}
      />
    </Space.Compact>
  );
}

export function InputTwoSelect({ value, onChange, disabled, placeholder, id, options }: PairProps & { options?: FieldOption[] }) {
  const [a, b] = value ?? [options?.[0]?.value, undefined];
  return (
    <Space.Compact block>
      <Select
        id={id}
        style={{ width: '40%' }}
        disabled={disabled}
        placeholder={pairPlaceholder(placeholder, 0)}
        value={a as string | undefined}
        options={options?.map((o) => ({ label: o.label, value: o.value as string | number }))}
        onChange={(v) => onChange?.([v, b])}
      />
      <Input
        disabled={disabled}
        placeholder={pairPlaceholder(placeholder, 1)}
        value={b ?? ''}
        onChange={(e) => onChange?.([a, e.target.value])}
      />
    </Space.Compact>
  );
}

/** Splits a stored url into its protocol (https:// when it has none) and address. */
export function splitUrl(url: string | null | undefined): { protocol: string; address: string } {
  const text = url ?? '';
  const protocol = URL_PROTOCOLS.find((p) => text.toLowerCase().startsWith(p));
  return protocol ? { protocol, address: text.slice(protocol.length) } : { protocol: URL_PROTOCOLS[0], address: text };
}

/** The protocol joined to the address; '' while there is no address. */
export const joinUrl = (protocol: string, address: string): string => (address ? `${protocol}${address}` : '');

export function UrlInput({
  value,
  onChange,
  disabled,
  placeholder,
  id,
}: {
  value?: string | null;
  onChange?: (v: string) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const { protocol, address } = splitUrl(value);
  return (
    <Space.Compact block>
      <Select
        aria-label={t('form:field.protocol')}
        data-testid="url-protocol"
        style={{ width: 110 }}
        disabled={disabled}
        value={protocol}
        options={URL_PROTOCOLS.map((p) => ({ label: p, value: p }))}
        onChange={(p) => onChange?.(joinUrl(p, address))}
      />
      <Input
        id={id}
        disabled={disabled}
        placeholder={placeholder ?? t('form:field.urlPlaceholder')}
        value={address}
        onChange={(e) => onChange?.(joinUrl(protocol, e.target.value))}
      />
    </Space.Compact>
  );
}

export function TextValue({ value }: { value?: unknown }) {
  return <Typography.Text>{value === null || value === undefined || value === '' ? '-' : String(value)}</Typography.Text>;
}
