// 加入企业: a company code or credit code makes a pending request; its state (待审核, 已拒绝 with the
// reason, 已通过 with the way in) shows above the form. One pending request at a time.
import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyJoinRequest } from '@medportal/contracts/staff/companies.contract';
import { showInstant } from '../../lib/time';
import { applyToJoin, chooseCompany } from './account-api';
import { MY_JOIN_REQUESTS_KEY, useEnterSession } from './business-page';

const STATUS_COLOR = { pending: 'processing', approved: 'success', rejected: 'error', cancelled: 'default' } as const;

function LatestRequest({ request }: { request: MyJoinRequest }) {
  const { t } = useTranslation();
  const enter = useEnterSession();
  const [entering, setEntering] = useState(false);
  const status = <Tag color={STATUS_COLOR[request.status]}>{t(`account:joinStatus.${request.status}`)}</Tag>;
  const company = <Typography.Text strong>{request.companyName}</Typography.Text>;
  const when = showInstant(request.createdAt, 'minute');

  const enterCompany = async () => {
    setEntering(true);
    try {
      await enter(await chooseCompany(request.companyId));
    } catch {
      // the request layer has shown why
    } finally {
      setEntering(false);
    }
  };

  if (request.status === 'approved') {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="join-status"
        title={
          <Space wrap>
            {company}
            {status}
          </Space>
        }
        description={t('account:join.approvedHint')}
        action={
          <Button type="primary" size="small" loading={entering} onClick={() => void enterCompany()}>
            {t('account:join.enter')}
          </Button>
        }
      />
    );
  }
  if (request.status === 'rejected') {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="join-status"
        title={
          <Space wrap>
            {company}
            {status}
          </Space>
        }
        description={t('account:join.rejectedHint', { reason: request.reason || t('account:join.noReason') })}
      />
    );
  }
  if (request.status === 'pending') {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="join-status"
        title={
          <Space wrap>
            {company}
            {status}
          </Space>
        }
        description={t('account:join.pendingHint', { time: when })}
      />
    );
  }
  return null;
}

export function JoinCompanyCard({ requests, loading }: { requests: MyJoinRequest[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ companyCode: string }>();
  const apply = useMutation({
    mutationFn: (code: string) => applyToJoin(code.trim()),
    onSuccess: () => {
      message.success(t('account:join.submitted'));
      form.resetFields();
      void client.invalidateQueries({ queryKey: MY_JOIN_REQUESTS_KEY });
    },
  });
  const latest = requests?.find((r) => r.status !== 'cancelled');
  const pending = latest?.status === 'pending';

  return (
    <Card title={t('account:join.title')} data-testid="business-join" style={{ height: '100%' }}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('account:join.description')}
        </Typography.Paragraph>
        {loading ? <Skeleton active paragraph={{ rows: 1 }} /> : latest && <LatestRequest request={latest} />}
        <Form form={form} layout="vertical" onFinish={(v) => apply.mutate(v.companyCode)} disabled={pending} requiredMark={false}>
          <Form.Item
            name="companyCode"
            label={t('account:join.codeLabel')}
            rules={[
              { required: true, whitespace: true, message: t('account:join.codeRequired') },
              { pattern: /^\s*[A-Za-z0-9]+\s*$/, message: t('account:join.codeInvalid') },
              { max: 40, message: t('account:join.codeInvalid') },
            ]}
          >
            <Input placeholder={t('account:join.codePlaceholder')} allowClear autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={apply.isPending}>
            {latest?.status === 'rejected' ? t('account:join.reapply') : t('account:join.submit')}
          </Button>
        </Form>
      </Space>
    </Card>
  );
}
