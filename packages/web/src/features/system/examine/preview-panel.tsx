// The path a sample object would take through the flow being edited: pick a sample initiator (and an
// amount where the business has an amount condition); the server resolves each step to people, leaves the
// initiator out where the step does not allow self-approval and warns of steps nobody can approve.
import { useState } from 'react';
import { Alert, Button, Empty, Flex, Form, Select, Space, Steps, Tag, Typography, type FormInstance } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApproverOptions, BusinessItem, ExamineBusinessCode, FlowPreview } from '@medportal/contracts/audit/examine.contract';
import { MoneyInput } from '../../../kit/inputs/money-input';
import { previewFlow } from './examine-api';
import { toDefinition, yuanToFen, type FlowValues } from './flow-form';

type Props = {
  form: FormInstance<FlowValues>;
  business: BusinessItem;
  companyId: number | undefined;
  options: ApproverOptions | undefined;
};

function PreviewResult({ preview }: { preview: FlowPreview }) {
  const { t } = useTranslation();
  if (!preview.needsApproval)
    return <Alert type="success" showIcon title={t('sysExamine:preview.noApproval')} data-testid="preview-no-approval" />;
  return (
    <Flex vertical gap={12} data-testid="preview-result">
      {preview.warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('sysExamine:preview.warnings')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {preview.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          }
          data-testid="preview-warnings"
        />
      )}
      <Steps
        orientation="vertical"
        size="small"
        current={-1}
        items={preview.steps.map((s) => ({
          title: (
            <Space size={6}>
              <span>{s.name}</span>
              <Tag>{t(`sysExamine:mode.${s.mode}`)}</Tag>
            </Space>
          ),
          status: s.approvers.length ? 'wait' : 'error',
          content: (
            <Flex vertical gap={4}>
              {s.approvers.length ? (
                <Space size={[4, 4]} wrap>
                  {s.approvers.map((a) => (
                    <Tag key={a.userId} color="blue">
                      {a.name}
                    </Tag>
                  ))}
                </Space>
              ) : (
                <Typography.Text type="danger">{t('sysExamine:preview.nobody')}</Typography.Text>
              )}
              {s.initiatorExcluded && <Typography.Text type="secondary">{t('sysExamine:preview.initiatorExcluded')}</Typography.Text>}
            </Flex>
          ),
        }))}
      />
    </Flex>
  );
}

export function PreviewPanel({ form, business, companyId, options }: Props) {
  const { t } = useTranslation();
  const [initiator, setInitiator] = useState<number | undefined>();
  const [amount, setAmount] = useState<number | null>(null);
  const preview = useMutation({
    mutationFn: () =>
      previewFlow({
        companyId,
        businessCode: business.businessCode as ExamineBusinessCode,
        definition: toDefinition(form.getFieldsValue(true) as FlowValues, business.amountCondition),
        initiatorUserId: initiator,
        amount: business.amountCondition && amount !== null ? yuanToFen(amount) : undefined,
      }),
  });
  return (
    <Flex vertical gap={12} data-testid="preview-panel">
      <Form layout="inline" component="div">
        <Form.Item label={t('sysExamine:preview.initiator')}>
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 240 }}
            value={initiator}
            onChange={setInitiator}
            placeholder={t('sysExamine:preview.initiatorPlaceholder')}
            options={(options?.users ?? []).map((u) => ({ value: u.id, label: u.name }))}
            data-testid="preview-initiator"
          />
        </Form.Item>
        {business.amountCondition && (
          <Form.Item label={t('sysExamine:preview.amount')}>
            <MoneyInput min={0} value={amount} onChange={setAmount} style={{ width: 180 }} data-testid="preview-amount" />
          </Form.Item>
        )}
        <Form.Item>
          <Button onClick={() => preview.mutate()} loading={preview.isPending} data-testid="preview-run">
            {t('sysExamine:preview.run')}
          </Button>
        </Form.Item>
      </Form>
      {preview.data ? (
        <PreviewResult preview={preview.data} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sysExamine:preview.empty')} />
      )}
    </Flex>
  );
}
