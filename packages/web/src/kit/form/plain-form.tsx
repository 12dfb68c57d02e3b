// Plain (page) form: the drawer form's field definitions plus input-two, input-two-select, url,
// radio-block, line and button. A 'button' field submits (or resets) the form; so does Enter.
import { useMemo } from 'react';
import { Form } from 'antd';
import { FORM_LABEL_WIDTH } from './drawer-placement';
import { FieldItem } from './field-control';
import { initialValuesFor, outputValues } from './form-field-types';
import type { FormFieldDef, FormMode, FormRules, FormValues } from './form-field-types';

export type PlainFormProps = {
  fields: FormFieldDef[];
  mode?: FormMode;
  values?: FormValues;
  rules?: FormRules;
  disabled?: boolean;
  labelWidth?: number;
  onSubmit: (values: FormValues) => void;
  onReset?: () => void;
};

export function PlainForm({
  fields,
  mode = 'add',
  values,
  rules,
  disabled,
  labelWidth = FORM_LABEL_WIDTH,
  onSubmit,
  onReset,
}: PlainFormProps) {
  const [form] = Form.useForm<FormValues>();
  const initialValues = useMemo(() => initialValuesFor(fields, mode, values), [fields, mode, values]);
  return (
    <Form<FormValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: `${labelWidth}px` }}
      labelWrap
      wrapperCol={{ flex: 1 }}
      disabled={disabled}
      initialValues={initialValues}
      onFinish={() => onSubmit(outputValues(fields, form.getFieldsValue(true)))}
      onReset={onReset}
      data-testid="plain-form"
    >
      {fields.map((def, i) => (
        <FieldItem key={`${def.field}-${i}`} def={def} rules={rules} formDisabled={disabled} />
      ))}
    </Form>
  );
}
