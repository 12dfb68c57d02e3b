// Pieces the investment screens share: the entry's and an application's status tags, the 申请代理 dialog
// (a note, then investment/apply) and the 拒绝 dialog (a reason, required).
import { useState } from 'react';
import { App, Form, Input, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, InvestmentStatus } from '@medportal/contracts/channel/investment.contract';
import { Dialog } from '../../../../kit/feedback/dialog';
import { applyInvestment, investmentKeys } from './investment-api';

export const INVESTMENT_LIST_PATH = '/basicData/investmentEntry';
export const INVESTMENT_ADD_PATH = '/basicData/investmentEntry/add';
export const INVESTMENT_READ_PATH = '/basicData/investmentEntry/read';
export const INVESTMENT_EDIT_BUTTON = 'cm.investment.edit';
export const INVESTMENT_APPLY_BUTTON = 'cm.investment.apply';
/** the dialogs' width */
export const DIALOG_WIDTH = 520;

const ENTRY_COLORS: Record<InvestmentStatus | 'expired', string> = { open: 'green', closed: 'default', expired: 'orange' };
const APPLICATION_COLORS: Record<ApplicationStatus, string> = { pending: 'blue', accepted: 'green', rejected: 'red' };

export function EntryStatusTag({ status, expired, testId }: { status: InvestmentStatus; expired: boolean; testId?: string }) {
  const { t } = useTranslation();
  const shown = status === 'open' && expired ? 'expired' : status;
  return (
    <Tag color={ENTRY_COLORS[shown]} data-testid={testId}>
      {t(`cmInvestment:status.${shown}`)}
    </Tag>
  );
}

export function ApplicationStatusTag({ status, testId }: { status: ApplicationStatus | null; testId?: string }) {
  const { t } = useTranslation();
  if (!status)
    return (
      <Tag data-testid={testId} variant="outlined">
        {t('cmInvestment:appStatus.none')}
      </Tag>
    );
  return (
    <Tag color={APPLICATION_COLORS[status]} data-testid={testId}>
      {t(`cmInvestment:appStatus.${status}`)}
    </Tag>
  );
}

/** 申请代理: a note, then the application; the lists and the detail reload. */
export function ApplyDialog({ entry, onClose }: { entry: { id: number; title: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ note?: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!entry) return;
    const { note } = await form.validateFields();
    setSaving(true);
    try {
      await applyInvestment({ entryId: entry.id, note: note?.trim() ?? '' });
      void message.success(t('cmInvestment:apply.done'));
      await client.invalidateQueries({ queryKey: investmentKeys.all });
      form.resetFields();
      onClose();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open={entry !== null}
      width={DIALOG_WIDTH}
      title={t('cmInvestment:apply.title', { title: entry?.title ?? '' })}
      okText={t('cmInvestment:action.submit')}
      cancelText={t('cmInvestment:action.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'apply-ok' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="note" label={t('cmInvestment:detail.note')}>
          <Input.TextArea
            rows={4}
            maxLength={500}
            showCount
            placeholder={t('cmInvestment:apply.notePlaceholder')}
            data-testid="apply-note"
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}

/** 拒绝: asks the reason (required) and hands it over. */
export function RejectDialog({
  dealer,
  saving,
  onCancel,
  onSubmit,
}: {
  dealer: string | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    try {
      const { reason } = await form.validateFields();
      onSubmit(reason.trim());
    } catch {
      // the form shows what is missing
    }
  };
  return (
    <Dialog
      open={dealer !== null}
      width={DIALOG_WIDTH}
      title={t('cmInvestment:decide.rejectTitle', { dealer: dealer ?? '' })}
      okText={t('cmInvestment:action.reject')}
      cancelText={t('cmInvestment:action.cancel')}
      okButtonProps={{ danger: true, ...({ 'data-testid': 'reject-ok' } as Record<string, string>) }}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('cmInvestment:detail.reason')}
          rules={[{ required: true, whitespace: true, message: t('cmInvestment:decide.reasonRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount data-testid="reject-reason" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
