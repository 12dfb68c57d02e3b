// The verification-code button of spec 1 section 4: idle '获取验证码', counting down 30 s (disabled),
// then '重新获取'. The countdown only starts once the code was actually sent.
import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_SECONDS } from '@medportal/contracts/common/constants';

export type CountdownState = 'idle' | 'counting' | 'expired';

export function useSmsCountdown(seconds: number = CODE_RESEND_SECONDS) {
  const [remaining, setRemaining] = useState(0);
  const [started, setStarted] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };

  useEffect(() => stop, []);

  const start = () => {
    stop();
    setStarted(true);
    setRemaining(seconds);
    timer.current = setInterval(() => {
      setRemaining((left) => {
        if (left <= 1) stop();
        return Math.max(0, left - 1);
      });
    }, 1000);
  };

  const state: CountdownState = remaining > 0 ? 'counting' : started ? 'expired' : 'idle';
  return { state, remaining, start };
}

export type SmsCodeButtonProps = {
  /** Validates the phone and sends the code; resolves true when a code went out. */
  onSend: () => Promise<boolean>;
  seconds?: number;
};

export function SmsCodeButton({ onSend, seconds }: SmsCodeButtonProps) {
  const { t } = useTranslation('shell');
  const { state, remaining, start } = useSmsCountdown(seconds);
  const [sending, setSending] = useState(false);

  const click = async () => {
    setSending(true);
    try {
      if (await onSend()) start();
    } finally {
      setSending(false);
    }
  };

  const label =
    state === 'counting' ? t('smsCode.countdown', { s: remaining }) : state === 'expired' ? t('smsCode.again') : t('smsCode.get');
  return (
    <Button data-state={state} disabled={state === 'counting'} loading={sending} onClick={() => void click()} style={{ minWidth: 128 }}>
      {label}
    </Button>
  );
}
