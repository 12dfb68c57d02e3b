// /authorization-management/authorized-issuance/authorized-issuance-list/termination?id= 终止授权书: terminate
// (final) or suspend / reinstate an issued letter with a reason, showing the derived letters down the chain that
// are suspended with it (or come back with its reinstatement while in their own period); a confirm before acting.
import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Radio, Result, Skeleton, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openConfirm, isConfirmCancelled } from '../../../kit/feedback/confirm-dialog';
import { DescendantTable, LetterFacts } from './letter-parts';
import {
  DRAFT_DETAIL_PATH,
  idParam,
  letterDescendants,
  reinstateLetter,
  suspendLetter,
  terminateLetter,
  useLetterDetail,
  type LetterDetail,
} from './letters-write-api';

type Step = 'terminate' | 'suspend' | 'reinstate';
const RUN: Record<Step, (id: number, reason: string) => ReturnType<typeof terminateLetter>> = {
  terminate: terminateLetter,
  suspend: suspendLetter,
  reinstate: reinstateLetter,
};

function StepForm({ letter }: { letter: LetterDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const steps = (['terminate', 'suspend', 'reinstate'] as const).filter((s) => letter.actions.includes(s));
  const [step, setStep] = useState<Step>(steps[0]!);
  const below = useQuery({ queryKey: ['cmLettersWrite', 'descendants', letter.id], queryFn: () => letterDescendants(letter.id) });
  const run = useMutation({
    mutationFn: ({ reason }: { reason: string }) => RUN[step](letter.id, reason),
    onSuccess: (answer) => {
      client.setQueryData(['cmLettersWrite', 'detail', letter.id], answer.letter);
      client.setQueryData(['cmLettersWrite', 'descendants', letter.id], answer.descendants);
      void message.success(t(`cmLettersWrite:termination.done.${step}`));
      void navigate(`${DRAFT_DETAIL_PATH}?id=${letter.id}`);
    },
  });
  const count = below.data?.length ?? 0;
  const confirmText =
    step === 'reinstate'
      ? t('cmLettersWrite:termination.confirmReinstate', { count })
      : t(`cmLettersWrite:termination.confirm.${step}`, { no: letter.letterNo, count });
  return (
    <Flex vertical gap={16}>
      <Form<{ reason?: string }>
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        style={{ maxWidth: 720 }}
        onFinish={(v) =>
          void openConfirm(modal, t, { content: confirmText, size: 'middle', danger: step !== 'reinstate' }).then(
            () => run.mutate({ reason: v.reason?.trim() ?? '' }),
            (e: unknown) => {
              if (!isConfirmCancelled(e)) throw e;
            },
          )
        }
        data-testid="termination-form"
      >
        <Form.Item label={t('cmLettersWrite:termination.step')}>
          <Radio.Group
            value={step}
            onChange={(e) => setStep(e.target.value as Step)}
            options={steps.map((s) => ({ value: s, label: t(`cmLettersWrite:termination.steps.${s}`) }))}
            data-testid="step-radio"
          />
        </Form.Item>
        {step === 'terminate' && (
          <Alert type="warning" showIcon title={t('cmLettersWrite:termination.final')} style={{ marginBottom: 24 }} />
        )}
        <Form.Item
          name="reason"
          label={t('cmLettersWrite:termination.reason')}
          rules={step === 'reinstate' ? [] : [{ required: true, whitespace: true, message: t('cmLettersWrite:validate.reason') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="reason-input" />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Flex gap={8}>
            <Button type="primary" danger={step !== 'reinstate'} htmlType="submit" loading={run.isPending} data-testid="step-submit">
              {t(`cmLettersWrite:termination.steps.${step}`)}
            </Button>
            <Button onClick={() => void navigate(`${DRAFT_DETAIL_PATH}?id=${letter.id}`)}>{t('cmLettersWrite:action.back')}</Button>
          </Flex>
        </Form.Item>
      </Form>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t(step === 'reinstate' ? 'cmLettersWrite:termination.descendantsBack' : 'cmLettersWrite:termination.descendants', { count })}
      </Typography.Title>
      <DescendantTable rows={below.data ?? []} loading={below.isPending} />
    </Flex>
  );
}

function TerminationScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params);
  const detail = useLetterDetail(id);
  const letter = detail.data;
  const allowed =
    letter && ['terminate', 'suspend', 'reinstate'].some((a) => letter.actions.includes(a as LetterDetail['actions'][number]));
  return (
    <Card title={t('cmLettersWrite:title.termination')} data-testid="termination-page">
      {!id || detail.isError ? (
        <Result status="404" title={t('cmLettersWrite:detail.notFound')} data-testid="letter-not-found" />
      ) : !letter ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={24}>
          <LetterFacts letter={letter} />
          {allowed ? (
            <StepForm letter={letter} />
          ) : (
            <Result status="info" title={t('cmLettersWrite:termination.notAllowed')} data-testid="step-not-allowed" />
          )}
        </Flex>
      )}
    </Card>
  );
}

export function LetterTerminationPage() {
  return (
    <App component={false}>
      <TerminationScreen />
    </App>
  );
}
