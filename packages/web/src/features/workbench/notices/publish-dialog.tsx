// 发布 of a draft: now, or at a time still ahead (the tenant's clock); readers see it from then on.
import { useState } from 'react';
import { App, DatePicker, Form, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { parseZoned } from '@medportal/contracts/common/time';
import type { NoticeManageItem } from '@medportal/contracts/worktable/notices.contract';
import { showInstant, tenantTimeZone } from '../../../lib/time';
import { publishNotice } from './notices-api';

export const PUBLISH_DIALOG_WIDTH = 520;

type Values = { when: 'now' | 'scheduled'; at?: Dayjs };

export function PublishDialog({ notice, onClose, onDone }: { notice: NoticeManageItem | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const when = Form.useWatch('when', form);

  const submit = async () => {
    if (!notice) return;
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    // the picked wall-clock time is on the tenant's clock, whatever the browser's zone
    const at = v.when === 'scheduled' && v.at ? parseZoned(v.at.format('YYYY-MM-DD HH:mm:ss'), tenantTimeZone()) : null;
    setBusy(true);
    try {
      const done = await publishNotice(notice.id, at?.toISOString());
      void message.success(
        done.status === 'scheduled'
          ? t('wbNotices:done.scheduled', { time: showInstant(done.publishedAt, 'minute') })
          : t('wbNotices:done.published'),
      );
      form.resetFields();
      onDone();
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={notice !== null}
      title={t('wbNotices:publish.title', { title: notice?.title ?? '' })}
      width={PUBLISH_DIALOG_WIDTH}
      okText={t('wbNotices:publish.ok')}
      cancelText={t('wbNotices:form.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      okButtonProps={{ 'data-testid': 'publish-ok' } as Record<string, string>}
      destroyOnHidden
      data-testid="publish-dialog"
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ when: 'now' }}>
        <Form.Item name="when" label={t('wbNotices:publish.when')}>
          <Radio.Group
            options={[
              { value: 'now', label: t('wbNotices:publish.now') },
              { value: 'scheduled', label: t('wbNotices:publish.scheduled') },
            ]}
            data-testid="publish-when"
          />
        </Form.Item>
        {when === 'scheduled' && (
          <Form.Item
            name="at"
            label={t('wbNotices:publish.time')}
            rules={[
              {
                validator: (_r, v: Dayjs | undefined) =>
                  v && v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('wbNotices:publish.timeRule'))),
              },
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              placeholder={t('wbNotices:publish.timePlaceholder')}
              style={{ width: '100%' }}
              data-testid="publish-at"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
