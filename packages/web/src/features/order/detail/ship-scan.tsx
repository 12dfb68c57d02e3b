// 扫码录入 of the ship drawer: a keyboard-wedge scanner types the UDI fast and ends with Enter; the code is
// parsed by the product centre (udi/parse) and its lot, expiry and serial go onto the order line of the
// scanned product. The field empties and keeps the focus for the next scan; what went wrong shows below it.
import { useRef, useState } from 'react';
import { Flex, Input, Typography, type InputRef } from 'antd';
import { LoadingOutlined, ScanOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UdiParseAnswer } from '@medportal/contracts/product/udi.contract';
import { isApiError } from '../../../lib/api-client';
import { udiParse } from '../api/udi-api';

type Feedback = { type: 'success' | 'danger'; text: string } | null;

export type ShipScanProps = {
  /** puts the parsed code onto a line; answers the problem key when no line takes it, else the line's product name */
  onScan: (answer: UdiParseAnswer) => { problem: string } | { name: string };
};

export function ShipScan({ onScan }: ShipScanProps) {
  const { t } = useTranslation();
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const parse = useMutation({ mutationFn: (scanned: string) => udiParse(scanned) });

  const submit = async () => {
    const scanned = code;
    if (!scanned.trim()) return;
    setCode('');
    try {
      const answer = await parse.mutateAsync(scanned);
      const result = onScan(answer);
      setFeedback(
        'problem' in result
          ? { type: 'danger', text: t(`order:detail.scan.${result.problem}`, { di: answer.di }) }
          : {
              type: 'success',
              text: t('order:detail.scan.filled', {
                name: result.name,
                lot: answer.lot ?? '-',
                expiry: answer.expiry ?? '-',
                serial: answer.serial ?? '-',
              }),
            },
      );
    } catch (e) {
      setFeedback({ type: 'danger', text: isApiError(e) && e.msg ? e.msg : t('order:detail.scan.failed') });
    }
    input.current?.focus();
  };

  return (
    <Flex vertical gap={4} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{t('order:detail.scan.label')}</Typography.Text>
      <Input
        ref={input}
        autoFocus
        allowClear
        prefix={<ScanOutlined />}
        value={code}
        suffix={parse.isPending ? <LoadingOutlined /> : <span />}
        placeholder={t('order:detail.scan.placeholder')}
        aria-label={t('order:detail.scan.label')}
        onChange={(e) => setCode(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="ship-scan"
      />
      {feedback && (
        <Typography.Text type={feedback.type} data-testid="ship-scan-feedback">
          {feedback.text}
        </Typography.Text>
      )}
    </Flex>
  );
}
