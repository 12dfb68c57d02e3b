// QR upload (spec 2 sections 4, 7, 8): '扫码上传' asks the server for a one-time code, shows a QR of the
// phone page (its link carries the code and token) and polls for the phone's file every 2 s. States:
// creating → waiting (the QR) → loading (file arrived, fetching it) → done; or cancelled. Every message
// is the spec's; polling stops when the overlay closes or the component goes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Flex, Modal, QRCode, Spin, Typography } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fetchFileBlob } from '../viewer/viewer-api';
import { cancelQrCode, createQrCode, fetchQrFile, type QrCode, type QrFile } from './upload-api';
import { QR_POLL_MS, phonePageLink } from './upload-rules';

export type QrReceived = { file: QrFile; blob: Blob };

export type QrUploadProps = {
  onFile: (received: QrReceived) => void;
  disabled?: boolean;
};

export type QrStep = 'idle' | 'creating' | 'waiting' | 'loading' | 'done' | 'cancelled' | 'failed';

type Waiting = { code: QrCode; expired: boolean; pollFailed: boolean };

const isOpenStep = (step: QrStep) => step === 'creating' || step === 'waiting' || step === 'loading';

export function QrUpload({ onFile, disabled }: QrUploadProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [step, setStepState] = useState<QrStep>('idle');
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  // async answers check the step they were started in: a closed overlay ignores late answers
  const stepRef = useRef<QrStep>('idle');
  const setStep = useCallback((next: QrStep) => {
    stepRef.current = next;
    setStepState(next);
  }, []);
  const generation = useRef(0);
  const onFileRef = useRef(onFile);
  onFileRef.current = onFile;

  const start = useCallback(async () => {
    const mine = (generation.current += 1);
    setStep('creating');
    setWaiting(null);
    try {
      const code = await createQrCode();
      if (mine !== generation.current || stepRef.current !== 'creating') return;
      setWaiting({ code, expired: false, pollFailed: false });
      setStep('waiting');
    } catch {
      if (mine !== generation.current) return;
      setStep('failed');
      void message.error(t('upload:qr.codeFailed'));
    }
  }, [message, setStep, t]);

  const receive = useCallback(
    async (file: QrFile, mine: number) => {
      setStep('loading');
      try {
        const blob = await fetchFileBlob(file.url);
        if (mine !== generation.current) return;
        onFileRef.current({ file, blob });
        setStep('done');
        void message.success(t('upload:qr.received', { name: file.fileName }));
      } catch {
        if (mine !== generation.current) return;
        setStep('failed');
        void message.error(t('upload:qr.fileFailed'));
      }
    },
    [message, setStep, t],
  );

  const code = waiting?.code;
  const polling = step === 'waiting' && waiting !== null && !waiting.expired && !waiting.pollFailed;
  useEffect(() => {
    if (!polling || !code) return undefined;
    const mine = generation.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // a chain of timeouts, not an interval: a slow answer never overlaps the next poll
    const tick = async () => {
      if (Date.parse(code.expiresAt) <= Date.now()) {
        setWaiting((w) => (w ? { ...w, expired: true } : w));
        return;
      }
      try {
        const file = await fetchQrFile(code.code);
        if (stopped) return;
        if (file) {
          void receive(file, mine);
          return;
        }
      } catch {
        if (stopped) return;
        setWaiting((w) => (w ? { ...w, pollFailed: true } : w));
        void message.error(t('upload:qr.pollFailed'));
        return;
      }
      timer = setTimeout(() => void tick(), QR_POLL_MS);
    };
    timer = setTimeout(() => void tick(), QR_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, code, message, receive, t]);

  // leaving the page while a code waits gives the code back to the server
  const codeRef = useRef<string | null>(null);
  codeRef.current = code?.code ?? null;
  useEffect(
    () => () => {
      generation.current += 1;
      if (stepRef.current === 'waiting' && codeRef.current) void cancelQrCode(codeRef.current).catch(() => undefined);
    },
    [],
  );

  const close = () => {
    if (stepRef.current === 'loading') return;
    if (stepRef.current !== 'waiting' || !code) {
      generation.current += 1;
      setStep('cancelled');
      return;
    }
    modal.confirm({
      title: t('upload:qr.cancelAsk'),
      okText: t('upload:yes'),
      cancelText: t('upload:no'),
      onOk: () => {
        // the file may have arrived while the question was open
        if (stepRef.current !== 'waiting') return;
        generation.current += 1;
        setStep('cancelled');
        void cancelQrCode(code.code).catch(() => undefined);
      },
    });
  };

  const link = code ? phonePageLink(code.code, code.token) : '';
  const statusText = (() => {
    if (step === 'creating') return t('upload:qr.creating');
    if (step === 'loading') return t('upload:qr.loading');
    if (waiting?.expired) return t('upload:qr.expired');
    if (waiting?.pollFailed) return t('upload:qr.pollStopped');
    return t('upload:qr.waiting');
  })();

  return (
    <>
      <Button icon={<QrcodeOutlined />} disabled={disabled} onClick={() => void start()} data-testid="qr-upload-button" data-state={step}>
        {t('upload:qr.button')}
      </Button>
      <Modal
        open={isOpenStep(step)}
        title={t('upload:qr.title')}
        width={420}
        footer={null}
        mask={{ closable: false }}
        closable={step !== 'loading'}
        onCancel={close}
        destroyOnHidden
      >
        <Flex vertical align="center" gap={12} data-testid="qr-upload-overlay" data-state={step}>
          <Typography.Text type="secondary">{t('upload:qr.hint')}</Typography.Text>
          {step === 'loading' ? (
            <Flex align="center" justify="center" style={{ width: 200, height: 200 }}>
              <Spin size="large" />
            </Flex>
          ) : (
            <QRCode
              type="svg"
              size={200}
              value={link || '-'}
              status={step === 'creating' ? 'loading' : waiting?.expired ? 'expired' : 'active'}
              onRefresh={() => void start()}
              data-testid="qr-upload-code"
            />
          )}
          <Typography.Text data-testid="qr-upload-status">{statusText}</Typography.Text>
          {link && step === 'waiting' && !waiting?.expired && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0, textAlign: 'center' }}>
              {t('upload:qr.link')}
              <br />
              <Typography.Link
                href={link}
                target="_blank"
                rel="noreferrer"
                copyable={{ text: link }}
                data-testid="qr-upload-link"
                style={{ wordBreak: 'break-all' }}
              >
                {link}
              </Typography.Link>
            </Typography.Paragraph>
          )}
        </Flex>
      </Modal>
    </>
  );
}
