// The flow editor of one business code (drawer, 960): the flow's name, the amount condition where the
// business has one, the steps, the preview of a sample's path and the version history. 保存 writes a new
// version (running instances keep theirs) and needs sys.examine.edit.
import { Alert, App, Button, Card, Flex, Form, Input, Space, Spin, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BusinessItem, ExamineBusinessCode, FlowDefinition } from '@medportal/contracts/audit/examine.contract';
import { FLOW_NAME_MAX } from '@medportal/contracts/audit/examine-rules';
import { LayoutDrawer } from '../../../kit/form/layout-drawer';
import { MoneyInput } from '../../../kit/inputs/money-input';
import { Permission } from '../../../kit/permission/permission';
import { EXAMINE_KEY, approverOptions, flowDetail, saveFlow } from './examine-api';
import { fromDefinition, toDefinition, type FlowValues } from './flow-form';
import { PreviewPanel } from './preview-panel';
import { StepList } from './step-list';
import { useBusinessName } from './use-business-name';
import { VersionHistory } from './version-history';

type Props = { business: BusinessItem; companyId: number | undefined; canEdit: boolean; onClose: () => void };

export function FlowEditorDrawer({ business, companyId, canEdit, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const businessName = useBusinessName()(business);
  const code = business.businessCode as ExamineBusinessCode;
  const [form] = Form.useForm<FlowValues>();
  const detail = useQuery({
    queryKey: [...EXAMINE_KEY, 'flow', companyId, code],
    queryFn: () => flowDetail({ companyId, businessCode: code }),
  });
  const options = useQuery({ queryKey: [...EXAMINE_KEY, 'options', companyId], queryFn: () => approverOptions({ companyId }) });
  const defaultStep = t('sysExamine:step.defaultName', { n: 1 });

  const save = useMutation({
    mutationFn: (values: FlowValues) =>
      saveFlow({ companyId, businessCode: code, name: values.name.trim(), definition: toDefinition(values, business.amountCondition) }),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: EXAMINE_KEY });
      void message.success(t('sysExamine:saved', { version: saved.version }));
      onClose();
    },
  });
  const restore = (definition: FlowDefinition, version: number) => {
    form.setFieldsValue(fromDefinition(form.getFieldValue('name') as string, definition, defaultStep));
    void message.info(t('sysExamine:versions.restored', { version }));
  };
  const readOnly = !canEdit;

  return (
    <LayoutDrawer
      open
      size={960}
      title={
        <Space>
          <span>{t('sysExamine:editor.title', { name: businessName })}</span>
          {detail.data?.flow && <Tag>{`v${detail.data.flow.currentVersion}`}</Tag>}
        </Space>
      }
      onClose={onClose}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('sysExamine:cancel')}</Button>
          {canEdit && (
            <Permission code="sys.examine.edit">
              <Button
                type="primary"
                loading={save.isPending}
                disabled={!detail.data}
                onClick={() =>
                  // a failed validation shows its messages beside the fields
                  void form
                    .validateFields()
                    .then((values) => save.mutate({ ...values, steps: form.getFieldValue('steps') as FlowValues['steps'] }))
                    .catch(() => undefined)
                }
                data-testid="flow-save"
              >
                {t('sysExamine:save')}
              </Button>
            </Permission>
          )}
        </Flex>
      }
    >
      {detail.isError ? (
        <Alert type="error" showIcon title={t('sysExamine:loadFailed')} />
      ) : !detail.data ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <Flex vertical gap={16} data-testid="flow-editor">
          <Alert
            type="info"
            showIcon
            title={
              detail.data.flow
                ? t('sysExamine:editor.versionNote')
                : t('sysExamine:editor.newNote', { description: business.defaultDescription })
            }
          />
          <Form
            form={form}
            layout="vertical"
            disabled={readOnly}
            initialValues={fromDefinition(detail.data.flow?.name ?? businessName, detail.data.definition, defaultStep)}
          >
            <Flex gap={16} wrap>
              <Form.Item
                name="name"
                label={t('sysExamine:editor.name')}
                rules={[{ required: true, whitespace: true, message: t('sysExamine:rules.name') }]}
                style={{ flex: '1 1 320px' }}
              >
                <Input maxLength={FLOW_NAME_MAX} data-testid="flow-name" />
              </Form.Item>
              {business.amountCondition && (
                <Form.Item
                  name="minAmount"
                  label={t('sysExamine:editor.minAmount')}
                  extra={t('sysExamine:editor.minAmountHelp')}
                  style={{ flex: '1 1 320px' }}
                >
                  <MoneyInput min={0} placeholder={t('sysExamine:editor.minAmountPlaceholder')} data-testid="flow-min-amount" />
                </Form.Item>
              )}
            </Flex>
            <StepList form={form} options={options.data} fields={business.editableFields} disabled={readOnly} />
          </Form>
          <Card size="small" title={t('sysExamine:preview.title')}>
            <PreviewPanel form={form} business={business} companyId={companyId} options={options.data} />
          </Card>
          <Card size="small" title={t('sysExamine:versions.heading')}>
            <VersionHistory
              detail={detail.data}
              business={business}
              companyId={companyId}
              options={options.data}
              canEdit={canEdit}
              onRestore={restore}
            />
          </Card>
        </Flex>
      )}
    </LayoutDrawer>
  );
}
