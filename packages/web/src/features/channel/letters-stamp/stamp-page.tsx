// 盖章签发 (/authorization-management/authorized-issuance/authorized-issuance-list/stamp?id=): the letter's summary,
// the seals the user may use (with their images), the SMS code to the seal's holder (60 s countdown), the code and
// 盖章签发; then the stamped PDF in the kit's PDF viewer.
import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Flex, Input, Radio, Result, Space, Spin, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SmsCodeButton } from '../../../kit/inputs/sms-code-button';
import { Permission } from '../../../kit/permission/permission';
import { PdfPreviewer } from '../../../kit/viewer/pdf-previewer';
import { useFileObjectUrl } from '../../../kit/viewer/use-file-object-url';
import { message } from '../../../lib/antd-feedback';
import { isApiError } from '../../../lib/api-client';
import { letterDetail, letterPdfUrl, sendStampCode, stampLetter, stampSeals, type StampSeal } from './letters-stamp-api';

export const STAMP_BUTTON = 'cm.auth.issued.stamp';
const ISSUANCE_LIST = '/authorization-management/authorized-issuance/authorized-issuance-list';
const RESEND_SECONDS = 60;

function SealImage({ seal }: { seal: StampSeal }) {
  const { url, loading } = useFileObjectUrl(seal.imageUrl);
  return (
    <Flex align="center" justify="center" style={{ width: 96, height: 96 }}>
      {loading ? <Spin size="small" /> : url ? <img src={url} alt={seal.name} style={{ maxWidth: 96, maxHeight: 96 }} /> : null}
    </Flex>
  );
}

export function StampPage() {
  const { t } = useTranslation('cmLettersStamp');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const [sealId, setSealId] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pdfOpen, setPdfOpen] = useState(false);

  const detail = useQuery({ queryKey: ['cmLettersStamp', 'detail', id], queryFn: () => letterDetail(id), enabled: valid });
  const seals = useQuery({
    queryKey: ['cmLettersStamp', 'seals', id],
    queryFn: () => stampSeals(id),
    enabled: valid && detail.data?.status === 'stamping',
  });
  const chosen = seals.data?.find((s) => s.id === sealId) ?? null;

  const stamp = useMutation({
    mutationFn: () => stampLetter(id, sealId!, code.trim()),
    onSuccess: async (out) => {
      message.success(t('stamp.done', { no: out.letterNo }));
      await queryClient.invalidateQueries({ queryKey: ['cmLettersStamp', 'detail', id] });
      setPdfOpen(true);
    },
  });

  const send = async (): Promise<boolean> => {
    if (!sealId) {
      message.warning(t('stamp.pickSeal'));
      return false;
    }
    try {
      const { phone } = await sendStampCode(id, sealId);
      setSentTo(phone);
      message.success(t('stamp.codeSent', { phone }));
      return true;
    } catch {
      return false;
    }
  };

  const submit = () => {
    if (!sealId) return void message.warning(t('stamp.pickSeal'));
    if (!/^\d{6}$/.test(code.trim())) return void message.warning(t('stamp.codeRequired'));
    stamp.mutate();
  };

  if (!valid) return <Result status="warning" title={t('stamp.noLetter')} />;
  if (detail.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (detail.isError || !detail.data) {
    const msg = isApiError(detail.error) ? detail.error.msg : undefined;
    return <Result status="warning" title={msg || t('stamp.noLetter')} />;
  }
  const letter = detail.data;
  const stamped = letter.status !== 'stamping';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={t('stamp.summary')}
        extra={
          <Tag color={stamped ? 'green' : 'gold'} data-testid="letter-status">
            {letter.statusName}
          </Tag>
        }
      >
        <Descriptions column={2} size="small">
          <Descriptions.Item label={t('stamp.letterNo')}>
            {t('stamp.numberVersion', { no: letter.letterNo, version: letter.version })}
          </Descriptions.Item>
          <Descriptions.Item label={t('stamp.letterTitle')}>{letter.title}</Descriptions.Item>
          <Descriptions.Item label={t('verify.grantor')}>{letter.grantorName}</Descriptions.Item>
          <Descriptions.Item label={t('verify.grantee')}>{letter.granteeName}</Descriptions.Item>
          <Descriptions.Item label={t('verify.products')}>{letter.productSummary || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('verify.regions')}>{letter.regionSummary || t('verify.nationwide')}</Descriptions.Item>
          <Descriptions.Item label={t('verify.period')}>
            {t('verify.periodValue', { from: letter.validFrom, to: letter.validTo })}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, whiteSpace: 'pre-wrap' }}>
          {letter.bodyText}
        </Typography.Paragraph>
      </Card>

      {stamped ? (
        <Result
          status="success"
          title={t('stamp.stamped', { no: letter.letterNo })}
          extra={[
            <Button key="pdf" type="primary" disabled={!letter.contentHash} onClick={() => setPdfOpen(true)}>
              {t('stamp.viewPdf')}
            </Button>,
            <Button key="back" onClick={() => navigate(ISSUANCE_LIST)}>
              {t('stamp.back')}
            </Button>,
          ]}
        />
      ) : (
        <Card title={t('stamp.sealTitle')}>
          {seals.isLoading ? (
            <Spin />
          ) : !seals.data?.length ? (
            <Empty description={t('stamp.noSeal')} />
          ) : (
            <Radio.Group
              value={sealId}
              onChange={(e) => {
                setSealId(e.target.value as number);
                setSentTo(null);
              }}
            >
              <Flex wrap gap={16}>
                {seals.data.map((s) => (
                  <Radio key={s.id} value={s.id} aria-label={s.name}>
                    <Flex vertical align="center" gap={4} style={{ width: 140 }}>
                      <SealImage seal={s} />
                      <Typography.Text strong ellipsis style={{ maxWidth: 140 }}>
                        {s.name}
                      </Typography.Text>
                      <Typography.Text type="secondary">{s.sealTypeName}</Typography.Text>
                    </Flex>
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          )}
          {chosen && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
              {t('stamp.holder', { name: chosen.holderName, phone: chosen.holderPhone || '-' })}
            </Typography.Paragraph>
          )}
          <Flex gap={8} align="center" style={{ marginTop: 16, maxWidth: 480 }}>
            <Input
              value={code}
              maxLength={6}
              inputMode="numeric"
              placeholder={t('stamp.codePlaceholder')}
              aria-label={t('stamp.codePlaceholder')}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <SmsCodeButton key={sealId ?? 0} onSend={send} seconds={RESEND_SECONDS} />
          </Flex>
          {sentTo && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              {t('stamp.codeSent', { phone: sentTo })}
            </Typography.Text>
          )}
          <Flex gap={8} style={{ marginTop: 24 }}>
            <Permission code={STAMP_BUTTON}>
              <Button type="primary" loading={stamp.isPending} onClick={submit}>
                {t('stamp.submit')}
              </Button>
            </Permission>
            <Button onClick={() => navigate(ISSUANCE_LIST)}>{t('stamp.back')}</Button>
          </Flex>
        </Card>
      )}
      <PdfPreviewer
        open={pdfOpen}
        source={pdfOpen ? letterPdfUrl(id) : null}
        title={t('stamp.pdfTitle', { no: letter.letterNo })}
        onClose={() => setPdfOpen(false)}
      />
    </Space>
  );
}
