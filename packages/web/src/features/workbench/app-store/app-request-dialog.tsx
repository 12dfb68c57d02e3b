// 申请开通: the request dialog (520 wide) asking the reason; submitting sends the request to the platform.
import { useEffect } from 'react';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_REQUEST_REASON_MAX } from '@medportal/contracts/worktable/app-store-rules';
import { Dialog } from '../../../kit/feedback/dialog';
import { appName } from '../../../shell/catalogue-names';
import { appRequestSave } from './app-store-api';
import type { TileApp } from './app-tile';

export function AppRequestDialog({ app, onClose, onDone }: { app: TileApp | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();

  useEffect(() => {
    if (app) form.resetFields();
  }, [app, form]);

  const submit = async () => {
    if (!app) return;
    const { reason } = await form.validateFields();
    try {
      await appRequestSave({ appId: app.id, reason: reason.trim() });
      void message.success(t('wbAppStore:request.done'));
      onDone();
    } catch {
      // the request layer has shown the server's message
    }
  };

  return (
    <Dialog
      open={app !== null}
      width={520}
      title={app ? t('wbAppStore:request.title', { name: appName(app) }) : ''}
      okText={t('wbAppStore:request.submit')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'app-request-submit' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" data-testid="app-request-form">
        <Form.Item
          name="reason"
          label={t('wbAppStore:request.reason')}
          rules={[
            { required: true, whitespace: true, message: t('wbAppStore:request.reasonRequired') },
            { max: APP_REQUEST_REASON_MAX, message: t('wbAppStore:request.reasonMax', { max: APP_REQUEST_REASON_MAX }) },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={APP_REQUEST_REASON_MAX}
            showCount
            placeholder={t('wbAppStore:request.reasonPlaceholder')}
            data-testid="app-request-reason"
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
