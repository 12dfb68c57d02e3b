// The public verification of an authorisation letter (/authorization-management/platform-authorization-query/:index,
// no login, blank layout): a number input and 查询; a number in the path (the QR code's link) is queried at once. The
// answer shows the grantor, the grantee, the scope, the period and the state — and nothing else.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Input, Result, Space, Spin, Tag, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { LetterState } from '@medportal/contracts/channel/letter-rules';
import { LETTER_VERIFY_SCREEN } from '@medportal/contracts/channel/letter-rules';
import { isApiError } from '../../../lib/api-client';
import { verifyLetter, VERIFY_NOT_FOUND, type LetterVerifyResult } from './letters-stamp-api';

/** The state tag's colour: valid green, expired grey, terminated red, suspended orange. */
export const STATE_COLORS: Record<LetterState, string> = {
  valid: 'green',
  expired: 'default',
  terminated: 'red',
  suspended: 'orange',
  notIssued: 'default',
};

type Outcome =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; letter: LetterVerifyResult }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

export function VerifyPage() {
  const { t } = useTranslation('cmLettersStamp');
  const { index } = useParams();
  const navigate = useNavigate();
  const [input, setInput] = useState(index ?? '');
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  const query = async (letterNo: string) => {
    setOutcome({ status: 'loading' });
    try {
      setOutcome({ status: 'found', letter: await verifyLetter(letterNo) });
    } catch (e) {
      if (isApiError(e) && e.code === VERIFY_NOT_FOUND) setOutcome({ status: 'notFound' });
      else setOutcome({ status: 'error', message: isApiError(e) && e.msg ? e.msg : t('verify.failed') });
    }
  };

  useEffect(() => {
    setInput(index ?? '');
    if (index) void query(index.trim());
    else setOutcome({ status: 'idle' });
    // the number in the path is the query (query itself changes with every render)
  }, [index]);

  const submit = () => {
    const no = input.trim();
    if (!no) {
      setOutcome({ status: 'error', message: t('verify.required') });
      return;
    }
    if (no === index) void query(no);
    else navigate(`${LETTER_VERIFY_SCREEN}/${encodeURIComponent(no)}`);
  };

  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
        <Flex vertical align="center" gap={4}>
          <SafetyCertificateOutlined style={{ fontSize: 40, color: '#1677ff' }} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('verify.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('verify.hint')}</Typography.Text>
        </Flex>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            size="large"
            allowClear
            value={input}
            maxLength={24}
            placeholder={t('verify.placeholder')}
            aria-label={t('verify.placeholder')}
            onChange={(e) => setInput(e.target.value)}
            onPressEnter={submit}
          />
          <Button size="large" type="primary" onClick={submit} loading={outcome.status === 'loading'}>
            {t('verify.search')}
          </Button>
        </Space.Compact>
        {outcome.status === 'loading' && (
          <Flex justify="center">
            <Spin />
          </Flex>
        )}
        {outcome.status === 'notFound' && <Result status="warning" title={t('verify.notFound')} subTitle={t('verify.notFoundHint')} />}
        {outcome.status === 'error' && <Alert type="error" showIcon message={outcome.message} />}
        {outcome.status === 'found' && <VerifyResultCard letter={outcome.letter} />}
      </Space>
    </Flex>
  );
}

function VerifyResultCard({ letter }: { letter: LetterVerifyResult }) {
  const { t } = useTranslation('cmLettersStamp');
  const list = (items: string[], empty: string) => (items.length ? items.join('、') : empty);
  return (
    <Card
      title={t('verify.resultTitle', { no: letter.letterNo })}
      extra={
        <Tag color={STATE_COLORS[letter.state]} data-testid="letter-state">
          {t(`state.${letter.state}`)}
        </Tag>
      }
    >
      <Descriptions column={1} bordered size="small" styles={{ label: { whiteSpace: 'nowrap', width: 96 } }}>
        <Descriptions.Item label={t('verify.grantor')}>{letter.grantorName}</Descriptions.Item>
        <Descriptions.Item label={t('verify.grantee')}>{letter.granteeName}</Descriptions.Item>
        <Descriptions.Item label={t('verify.products')}>{list(letter.products, '-')}</Descriptions.Item>
        <Descriptions.Item label={t('verify.regions')}>{list(letter.regions, t('verify.nationwide'))}</Descriptions.Item>
        <Descriptions.Item label={t('verify.hospitals')}>{list(letter.hospitals, t('verify.allHospitals'))}</Descriptions.Item>
        <Descriptions.Item label={t('verify.period')}>
          {t('verify.periodValue', { from: letter.validFrom, to: letter.validTo })}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
