// The add / edit drawer of /systemSetup/companyRelation. Add: the supplying company (any company of the
// tenant, searched remotely), the types that company's type may start (relations-rules RELATION_PAIRS), then
// the receiving company among the companies of the type's 'to' type; a remark. Edit: the pair and type are
// shown, only the remark changes (the type follows from the two companies; delete and add to change them).
// A refusal (the pair and type exist already ...) is shown by the request layer and the drawer stays open.
import { useEffect, useState } from 'react';
import { App, Button, Descriptions, Drawer, Form, Input, Select, Space } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RELATION_PAIRS, RELATION_REMARK_MAX, RELATION_TYPES, type RelationType } from '@medportal/contracts/system/relations-rules';
import type { RelationRow } from '@medportal/contracts/system/relations.contract';
import { FORM_DRAWER_WIDTH, FORM_LABEL_WIDTH } from '../../../kit/form/drawer-placement';
import { RemoteSelect } from '../../../kit/select/remote-select';
import { companyPicker, saveRelation, updateRelation } from './relations-api';

export type RelationFormState = { relation: RelationRow | null } | null;

type Values = { fromCompanyId?: number; relationType?: RelationType; toCompanyId?: number; remark?: string };

/** The types a company of this type may start. */
export const typesFrom = (companyType: string | undefined): RelationType[] =>
  companyType ? RELATION_TYPES.filter((x) => (RELATION_PAIRS[x].from as readonly string[]).includes(companyType)) : [];

type Props = { state: RelationFormState; onClose: () => void; onSaved: () => void };

export function RelationFormDrawer({ state, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [fromType, setFromType] = useState<string | undefined>();
  const relationType = Form.useWatch('relationType', form);
  const relation = state?.relation ?? null;
  const open = state !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setFromType(undefined);
    if (relation) form.setFieldsValue({ remark: relation.remark });
  }, [open, relation, form]);

  const save = useMutation({
    mutationFn: (v: Values) =>
      relation
        ? updateRelation({ id: relation.id, remark: v.remark?.trim() ?? '' })
        : saveRelation({
            fromCompanyId: v.fromCompanyId!,
            toCompanyId: v.toCompanyId!,
            relationType: v.relationType!,
            ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
          }),
    onSuccess: () => {
      void message.success(t('sysRelations:saved'));
      onSaved();
      onClose();
    },
  });

  const required = (label: string) => ({ required: true, message: t('sysRelations:form.required', { label }) });
  const types = typesFrom(fromType);
  const toType = relationType ? RELATION_PAIRS[relationType].to[0] : undefined;

  return (
    <Drawer
      open={open}
      title={relation ? t('sysRelations:form.editTitle') : t('sysRelations:add')}
      size={FORM_DRAWER_WIDTH}
      mask={{ closable: false }}
      destroyOnHidden
      onClose={onClose}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('sysRelations:cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="relation-form-submit">
            {t('sysRelations:ok')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        name="sys-relation-form"
        labelCol={{ flex: `${FORM_LABEL_WIDTH}px` }}
        labelWrap
        onFinish={(v) => save.mutate(v)}
        data-testid="relation-form"
      >
        {relation ? (
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'from', label: t('sysRelations:fields.from'), children: relation.fromCompanyName },
              { key: 'type', label: t('sysRelations:fields.type'), children: t(`sysRelations:types.${relation.relationType}`) },
              { key: 'to', label: t('sysRelations:fields.to'), children: relation.toCompanyName },
            ]}
          />
        ) : (
          <>
            <Form.Item
              name="fromCompanyId"
              label={t('sysRelations:fields.from')}
              rules={[required(t('sysRelations:fields.from'))]}
              extra={fromType && types.length === 0 ? t('sysRelations:form.cannotSupply') : undefined}
            >
              <RemoteSelect
                config={companyPicker()}
                placeholder={t('sysRelations:form.pickCompany')}
                onChange={(_v, option) => {
                  const type = (option?.raw as { type?: string } | undefined)?.type;
                  setFromType(type);
                  const allowed = typesFrom(type);
                  form.setFieldsValue({ relationType: allowed.length === 1 ? allowed[0] : undefined, toCompanyId: undefined });
                }}
                data-testid="relation-form-from"
              />
            </Form.Item>
            <Form.Item name="relationType" label={t('sysRelations:fields.type')} rules={[required(t('sysRelations:fields.type'))]}>
              <Select
                disabled={types.length === 0}
                options={types.map((x) => ({ value: x, label: t(`sysRelations:typeHints.${x}`) }))}
                placeholder={t('sysRelations:form.pickType')}
                onChange={() => form.setFieldsValue({ toCompanyId: undefined })}
                data-testid="relation-form-type"
              />
            </Form.Item>
            <Form.Item name="toCompanyId" label={t('sysRelations:fields.to')} rules={[required(t('sysRelations:fields.to'))]}>
              {toType ? (
                <RemoteSelect
                  key={toType}
                  config={companyPicker(toType)}
                  placeholder={t('sysRelations:form.pickCompany')}
                  data-testid="relation-form-to"
                />
              ) : (
                <Select disabled placeholder={t('sysRelations:form.pickTypeFirst')} />
              )}
            </Form.Item>
          </>
        )}
        <Form.Item name="remark" label={t('sysRelations:fields.remark')} rules={[{ max: RELATION_REMARK_MAX }]}>
          <Input.TextArea rows={3} maxLength={RELATION_REMARK_MAX} showCount data-testid="relation-form-remark" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
