// /company/info-manage/financial-info: the company's invoice information (发票抬头, 纳税人识别号, bank,
// account, invoice address and phone). Every member sees it; the administrator edits it. Leaving the form
// with unsaved changes asks first.
import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Result, Skeleton, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FinancialInfo, SaveFinancialInfoBody } from '@medportal/contracts/staff/company-info.contract';
import { BANK_ACCOUNT_RULE, FINANCIAL_LIMITS, isValidTaxNo, normalizeBankAccount } from '@medportal/contracts/staff/company-info-rules';
import { CONTACT_PHONE_RULE } from '@medportal/contracts/staff/company-rules';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { showInstant } from '../../../lib/time';
import { FINANCIAL_KEY, fetchFinancialInfo, saveFinancialInfo } from './info-api';
import { useUnsavedGuard } from './use-unsaved-guard';

type Values = Omit<SaveFinancialInfoBody, 'bankName' | 'bankAccount' | 'invoiceAddress' | 'invoicePhone'> & {
  bankName: string;
  bankAccount: string;
  invoiceAddress: string;
  invoicePhone: string;
};

/** 6225881234567890 → 6225 8812 3456 7890, easier to read aloud and compare. */
export const groupDigits = (account: string): string => account.replace(/(\d{4})(?=\d)/g, '$1 ');

function FinancialForm({ info, onDone }: { info: FinancialInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);

  const save = useMutation({
    mutationFn: saveFinancialInfo,
    onSuccess: (next) => {
      setDirty(false);
      client.setQueryData(FINANCIAL_KEY, next);
      message.success(t('companyInfo:saved'));
      onDone();
    },
  });

  const submit = (v: Values) =>
    save.mutate({
      invoiceTitle: v.invoiceTitle.trim(),
      taxNo: v.taxNo.trim().toUpperCase(),
      bankName: v.bankName ?? '',
      bankAccount: normalizeBankAccount(v.bankAccount ?? ''),
      invoiceAddress: v.invoiceAddress ?? '',
      invoicePhone: (v.invoicePhone ?? '').trim(),
    });

  const cancel = () => {
    if (!dirty) return onDone();
    confirm({ title: t('companyInfo:unsaved.title'), content: t('companyInfo:unsaved.discard'), danger: true }).then(
      onDone,
      () => undefined,
    );
  };

  const max = (n: number) => ({ max: n, message: t('companyInfo:validation.max', { max: n }) });
  const check = (ok: (v: string) => boolean, msg: string) => ({
    validator: (_r: unknown, v: string | undefined) => (!v?.trim() || ok(v.trim()) ? Promise.resolve() : Promise.reject(new Error(msg))),
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{
        invoiceTitle: info.saved ? info.invoiceTitle : info.companyName,
        taxNo: info.taxNo,
        bankName: info.bankName,
        bankAccount: groupDigits(info.bankAccount),
        invoiceAddress: info.invoiceAddress,
        invoicePhone: info.invoicePhone,
      }}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
      style={{ maxWidth: 720 }}
      data-testid="financial-form"
      onKeyDown={(e) => e.key === 'Escape' && cancel()}
    >
      <Form.Item
        name="invoiceTitle"
        label={t('companyInfo:financial.invoiceTitle')}
        rules={[
          { required: true, whitespace: true, message: t('companyInfo:financial.invoiceTitleRequired') },
          max(FINANCIAL_LIMITS.invoiceTitle),
        ]}
      >
        <Input maxLength={FINANCIAL_LIMITS.invoiceTitle} showCount autoFocus />
      </Form.Item>
      <Form.Item
        name="taxNo"
        label={t('companyInfo:financial.taxNo')}
        extra={t('companyInfo:financial.taxNoHint')}
        rules={[
          { required: true, whitespace: true, message: t('companyInfo:financial.taxNoRequired') },
          check((v) => isValidTaxNo(v.toUpperCase()), t('companyInfo:financial.taxNoInvalid')),
        ]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="bankName" label={t('companyInfo:financial.bankName')} rules={[max(FINANCIAL_LIMITS.bankName)]}>
        <Input maxLength={FINANCIAL_LIMITS.bankName} />
      </Form.Item>
      <Form.Item
        name="bankAccount"
        label={t('companyInfo:financial.bankAccount')}
        rules={[check((v) => BANK_ACCOUNT_RULE.test(normalizeBankAccount(v)), t('companyInfo:financial.bankAccountInvalid'))]}
      >
        <Input maxLength={40} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="invoiceAddress" label={t('companyInfo:financial.invoiceAddress')} rules={[max(FINANCIAL_LIMITS.invoiceAddress)]}>
        <Input maxLength={FINANCIAL_LIMITS.invoiceAddress} />
      </Form.Item>
      <Form.Item
        name="invoicePhone"
        label={t('companyInfo:financial.invoicePhone')}
        rules={[check((v) => CONTACT_PHONE_RULE.test(v), t('companyInfo:financial.invoicePhoneInvalid'))]}
      >
        <Input maxLength={24} placeholder={t('companyInfo:financial.invoicePhonePlaceholder')} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('companyInfo:save')}
        </Button>
        <Button onClick={cancel}>{t('companyInfo:cancel')}</Button>
      </Space>
    </Form>
  );
}

function FinancialView({ info }: { info: FinancialInfo }) {
  const { t } = useTranslation();
  const none = <Typography.Text type="secondary">{t('companyInfo:none')}</Typography.Text>;
  const or = (v: string) => v || none;
  return (
    <Descriptions bordered column={{ xs: 1, md: 2 }} data-testid="financial-view">
      <Descriptions.Item label={t('companyInfo:financial.invoiceTitle')} span={{ xs: 1, md: 2 }}>
        {or(info.invoiceTitle)}
      </Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:financial.taxNo')}>
        {info.taxNo ? <Typography.Text copyable>{info.taxNo}</Typography.Text> : none}
      </Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:financial.bankName')}>{or(info.bankName)}</Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:financial.bankAccount')}>
        {info.bankAccount ? <Typography.Text copyable={{ text: info.bankAccount }}>{groupDigits(info.bankAccount)}</Typography.Text> : none}
      </Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:financial.invoicePhone')}>{or(info.invoicePhone)}</Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:financial.invoiceAddress')} span={{ xs: 1, md: 2 }}>
        {or(info.invoiceAddress)}
      </Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:updatedAt')} span={{ xs: 1, md: 2 }}>
        {info.updatedAt ? showInstant(info.updatedAt, 'minute') : none}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function FinancialInfoPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const info = useQuery({ queryKey: FINANCIAL_KEY, queryFn: fetchFinancialInfo });

  let body;
  if (info.isLoading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (info.isError || !info.data)
    body = (
      <Result
        status="warning"
        title={t('companyInfo:loadFailed')}
        extra={<Button onClick={() => void info.refetch()}>{t('companyInfo:retry')}</Button>}
      />
    );
  else if (editing) body = <FinancialForm info={info.data} onDone={() => setEditing(false)} />;
  else body = <FinancialView info={info.data} />;

  return (
    <App component={false}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {info.data && !info.data.editable && (
          <Alert type="info" showIcon title={t('companyInfo:readOnlyHint')} data-testid="read-only-hint" />
        )}
        {info.data?.editable && !info.data.saved && !editing && (
          <Alert type="warning" showIcon title={t('companyInfo:financial.notSaved')} data-testid="not-saved-hint" />
        )}
        <Card
          title={t('companyInfo:financial.title')}
          extra={
            info.data?.editable &&
            !editing && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="edit">
                {t('companyInfo:edit')}
              </Button>
            )
          }
        >
          {body}
        </Card>
      </Space>
    </App>
  );
}
