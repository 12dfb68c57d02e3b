// Phone page of the QR upload (/upload/h5?code=…&token=…, public, blank layout): the phone takes a photo or
// picks one jpg/png/pdf within 4 MB and posts it with the code and token; the desktop's poll then finds it.
// Expired, used or invalid codes are explained with the server's own message.
import { useState } from 'react';
import { Alert, App, Button, Flex, Result, Typography, Upload, type UploadProps } from 'antd';
import { CameraOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { uploadFromPhone } from '../../kit/upload/upload-api';
import { UPLOAD_MAX_BYTES, refusalOf } from '../../kit/upload/upload-rules';

// image types let phones offer the camera next to the gallery and files
const PHONE_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

type Sent = { status: 'idle' } | { status: 'sending' } | { status: 'done'; name: string } | { status: 'failed'; reason: string };

export function UploadH5Page() {
  return (
    <App component={false}>
      <PhoneUpload />
    </App>
  );
}

function PhoneUpload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const token = params.get('token') ?? '';
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<Sent>({ status: 'idle' });

  const beforeUpload: UploadProps['beforeUpload'] = (chosen) => {
    const refusal = refusalOf(chosen, UPLOAD_MAX_BYTES);
    if (refusal) {
      void message.error(t(refusal === 'type' ? 'upload:badType' : 'upload:tooBig', { name: chosen.name }));
      return Upload.LIST_IGNORE;
    }
    setFile(chosen);
    setSent({ status: 'idle' });
    // sent with the button below, not by antd
    return false;
  };

  const submit = async () => {
    if (!file) return;
    setSent({ status: 'sending' });
    try {
      const stored = await uploadFromPhone({ code, token, file });
      setSent({ status: 'done', name: stored.fileName });
    } catch (error) {
      setSent({ status: 'failed', reason: isApiError(error) && error.msg ? error.msg : t('upload:h5.failed') });
    }
  };

  let body;
  if (!code || !token) {
    body = (
      <Result status="warning" title={t('upload:h5.invalidLink')} subTitle={t('upload:h5.invalidLinkHint')} data-testid="h5-invalid" />
    );
  } else if (sent.status === 'done') {
    body = (
      <Result status="success" title={t('upload:h5.done')} subTitle={t('upload:h5.doneHint', { name: sent.name })} data-testid="h5-done" />
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('upload:h5.intro')}</Typography.Text>
        <Upload
          accept={PHONE_ACCEPT}
          maxCount={1}
          beforeUpload={beforeUpload}
          fileList={file ? [{ uid: 'phone-file', name: file.name, status: 'done' }] : []}
          onRemove={() => setFile(null)}
          style={{ display: 'block' }}
          data-testid="h5-picker"
        >
          <Button block size="large" icon={<CameraOutlined />}>
            {t('upload:h5.pick')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('upload:tip')}</Typography.Text>
        {sent.status === 'failed' && <Alert type="error" showIcon title={sent.reason} data-testid="h5-error" />}
        <Button
          type="primary"
          block
          size="large"
          icon={<CloudUploadOutlined />}
          disabled={!file}
          loading={sent.status === 'sending'}
          onClick={() => void submit()}
          data-testid="h5-submit"
        >
          {t('upload:h5.submit')}
        </Button>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={8} style={{ width: '100%', maxWidth: 480, margin: '0 auto', padding: 16, boxSizing: 'border-box' }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('upload:h5.title')}
      </Typography.Title>
      {body}
    </Flex>
  );
}
