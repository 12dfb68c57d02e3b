// The temporary password of a new user or of an administrator's reset: shown once, with a copy button.
// Closing the dialog forgets it; the server keeps only its hash and never answers it again.
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Copy } from '../../../kit/display/copy';

export type TempPassword = { userName: string; password: string };

export function TempPasswordModal({ value, onClose }: { value: TempPassword | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={value !== null}
      title={t('sysUsers:temp.title')}
      width={520}
      mask={{ closable: false }}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('sysUsers:temp.done')}
        </Button>
      }
    >
      {value && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="warning" showIcon title={t('sysUsers:temp.once')} />
          <Typography.Text>{t('sysUsers:temp.user', { name: value.userName })}</Typography.Text>
          <Copy text={value.password}>
            <Typography.Text code strong style={{ fontSize: 18 }} data-testid="temp-password">
              {value.password}
            </Typography.Text>
          </Copy>
          <Typography.Text type="secondary">{t('sysUsers:temp.mustChange')}</Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
