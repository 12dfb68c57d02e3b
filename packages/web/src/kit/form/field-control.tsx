// One form field of a definition, for the drawer form and the plain form.
import type { CSSProperties } from 'react';
import { Button, Cascader, DatePicker, Divider, Flex, Form, Input, Radio, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CascaderLabel } from '../inputs/cascader-label';
import { EmailTagsInput } from '../inputs/email-tags-input';
import { TransmissionTimeInput } from '../inputs/transmission-time-input';
import { WordLimitTextArea } from '../inputs/word-limit-textarea';
import { InputTwo, InputTwoSelect, TextValue, UrlInput } from './field-inputs';
import { DATE_FORMAT, rulesFor } from './form-field-types';
import type { FieldOption, FormFieldDef, FormRules } from './form-field-types';

const one = (p: FormFieldDef['placeholder']) => (Array.isArray(p) ? p[0] : p);
const selectOptions = (options: FieldOption[] | undefined) =>
  options?.map((o) => ({ label: o.label, value: o.value as string | number, disabled: o.disabled }));

type Injected = { value?: any; onChange?: (...args: any[]) => void; id?: string; disabled?: boolean; checked?: boolean };

/** The control of a type; Form.Item's value/onChange/id arrive in `injected`. */
function Control({ def, ...injected }: { def: FormFieldDef } & Injected) {
  const { t } = useTranslation();
  // a field's own disabled flag adds to the form's
  const p = { ...injected, ...(def.disabled ? { disabled: true } : {}) };
  const style: CSSProperties = { width: def.width ?? '100%' };
  const inputText = one(def.placeholder) ?? t('form:field.inputPlaceholder', { label: def.label ?? '' });
  const selectText = one(def.placeholder) ?? t('form:field.selectPlaceholder', { label: def.label ?? '' });
  switch (def.type) {
    case 'input':
      return def.password ? (
        <Input.Password {...p} style={style} placeholder={inputText} maxLength={def.maxlength} autoComplete="new-password" />
      ) : (
        <Input {...p} style={style} placeholder={inputText} maxLength={def.maxlength} />
      );
    case 'email':
      return <EmailTagsInput {...p} placeholder={one(def.placeholder)} />;
    case 'transmissionTime':
      return <TransmissionTimeInput {...p} dayTable={def.dayTable} />;
    case 'text':
      return <TextValue {...p} />;
    case 'select':
      return <Select {...p} allowClear style={style} placeholder={selectText} options={selectOptions(def.options)} />;
    case 'cascader':
      return (
        <Cascader
          {...p}
          allowClear
          style={style}
          placeholder={selectText}
          options={def.options as never}
          optionRender={(o) => <CascaderLabel label={String(o.label ?? '')} />}
        />
      );
    case 'date':
      return <DatePicker {...p} style={style} format={DATE_FORMAT} placeholder={selectText} />;
    case 'switch':
      return <Switch {...p} />;
    case 'radio':
      return <Radio.Group {...p} options={selectOptions(def.options)} />;
    case 'radio-block':
      return (
        <Radio.Group {...p} block optionType="button" buttonStyle="solid" style={style}>
          {def.options?.map((o) => (
            <Radio key={String(o.value)} value={o.value} disabled={o.disabled} style={{ height: 'auto', paddingBlock: 4 }}>
              <Flex vertical>
                <span>{o.label}</span>
                {o.text && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {o.text}
                  </Typography.Text>
                )}
              </Flex>
            </Radio>
          ))}
        </Radio.Group>
      );
    case 'textarea':
      return <WordLimitTextArea {...p} style={style} rows={def.rows} maxlength={def.maxlength} placeholder={inputText} />;
    case 'input-two':
      return <InputTwo {...p} placeholder={def.placeholder} />;
    case 'input-two-select':
      return <InputTwoSelect {...p} placeholder={def.placeholder} options={def.options} />;
    case 'url':
      return <UrlInput {...p} placeholder={one(def.placeholder)} />;
    default:
      return null;
  }
}

export type FieldItemProps = { def: FormFieldDef; rules?: FormRules; formDisabled?: boolean };

export function FieldItem({ def, rules, formDisabled }: FieldItemProps) {
  if (def.type === 'title') {
    return def.hidden ? null : (
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        {def.label}
      </Typography.Title>
    );
  }
  if (def.type === 'line') return def.hidden ? null : <Divider />;
  if (def.type === 'button') {
    return def.hidden ? null : (
      <Form.Item label=" " colon={false}>
        <Button
          type={def.htmlType === 'reset' ? 'default' : 'primary'}
          htmlType={def.htmlType ?? 'submit'}
          disabled={def.disabled}
          onClick={def.onClick}
        >
          {def.label}
        </Button>
      </Form.Item>
    );
  }
  const fieldRules = rulesFor(def, rules, formDisabled);
  return (
    <Form.Item
      name={def.field}
      label={def.label}
      hidden={def.hidden}
      rules={fieldRules}
      // required marks follow the rules, so a disabled field shows none
      required={fieldRules.some((r) => typeof r === 'object' && 'required' in r && r.required)}
      valuePropName={def.type === 'switch' ? 'checked' : 'value'}
      data-testid={`field-${def.field}`}
    >
      <Control def={def} />
    </Form.Item>
  );
}
