// /company/electron-signature/personal 个人签名: draw (the kit's signature pad) or upload a transparent PNG,
// preview it on a checkered background, save; a saved signature is replaced by the next one.
import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Col, Flex, Row, Segmented, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEAL_IMAGE_MAX_BYTES } from '@medportal/contracts/staff/seal-rules';
import { SealImageBox } from '../../../kit/signature/seal-image-box';
import { SignaturePadBox, type SignaturePadHandle } from '../../../kit/signature/signature-pad';
import { isApiError } from '../../../lib/api-error';
import { SIGNATURE_KEY, mySignature, saveMySignature, sealImageUrl, uploadSignature } from './signature-api';

type Mode = 'draw' | 'upload';

function PersonalSignature() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const padRef = useRef<SignaturePadHandle>(null);
  const [mode, setMode] = useState<Mode>('draw');
  const [blob, setBlob] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const current = useQuery({ queryKey: [...SIGNATURE_KEY, 'personal'], queryFn: mySignature });
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const show = (b: Blob | null) => {
    setBlob(b);
    setPreview(b ? URL.createObjectURL(b) : null);
  };
  const pick = (f: File) => {
    if (f.type !== 'image/png') void message.error(t('companySignature:personal.pngOnly'));
    else if (f.size > SEAL_IMAGE_MAX_BYTES) void message.error(t('companySignature:personal.tooLarge'));
    else show(f);
    return Upload.LIST_IGNORE;
  };
  const save = useMutation({
    mutationFn: async () => {
      if (!blob) throw new Error(t('companySignature:personal.nothing'));
      const fileCode = await uploadSignature(blob, 'signature.png').catch((e: unknown) => {
        throw new Error(isApiError(e) ? e.msg : t('companySignature:personal.uploadFailed'));
      });
      return saveMySignature(fileCode);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: SIGNATURE_KEY });
      void message.success(t('companySignature:personal.saved'));
      show(null);
      padRef.current?.clear();
    },
    onError: (e: unknown) => {
      if (!isApiError(e) && e instanceof Error) void message.error(e.message);
    },
  });

  return (
    <Card title={t('companySignature:title.personal')} data-testid="personal-signature-page">
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={12}>
            <Segmented
              value={mode}
              onChange={(v) => {
                setMode(v as Mode);
                show(null);
              }}
              options={[
                { value: 'draw', label: t('companySignature:personal.draw') },
                { value: 'upload', label: t('companySignature:personal.upload') },
              ]}
              data-testid="signature-mode"
            />
            {mode === 'draw' ? (
              <>
                <SignaturePadBox ref={padRef} width={520} height={220} />
                <Button onClick={() => show(padRef.current?.toPngBlob() ?? null)} data-testid="signature-preview">
                  {t('companySignature:personal.preview')}
                </Button>
              </>
            ) : (
              <>
                <Upload accept="image/png" showUploadList={false} beforeUpload={pick}>
                  <Button icon={<UploadOutlined />} data-testid="signature-upload">
                    {t('companySignature:personal.choosePng')}
                  </Button>
                </Upload>
                <Typography.Text type="secondary">{t('companySignature:personal.uploadHint')}</Typography.Text>
              </>
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={12}>
            <Typography.Text strong>{t('companySignature:personal.new')}</Typography.Text>
            <SealImageBox src={preview} alt={t('companySignature:personal.new')} size={180} />
            <Button type="primary" disabled={!blob} loading={save.isPending} onClick={() => save.mutate()} data-testid="signature-save">
              {current.data ? t('companySignature:personal.replace') : t('companySignature:personal.save')}
            </Button>
            <Typography.Text strong>{t('companySignature:personal.current')}</Typography.Text>
            {current.data ? (
              <SealImageBox src={sealImageUrl(current.data.id)} alt={current.data.name} size={180} />
            ) : (
              <Typography.Text type="secondary" data-testid="no-signature">
                {t('companySignature:personal.none')}
              </Typography.Text>
            )}
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}

export function PersonalSignaturePage() {
  return (
    <App component={false}>
      <PersonalSignature />
    </App>
  );
}
