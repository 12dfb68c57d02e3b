// /authorization-management/authorized-issuance/authorized-issuance-list/renewal?id= 授权书续期: the current letter
// in brief and a new period (ending after the current one); renewing writes a new version that waits for a new stamp.
import { App, Button, Card, DatePicker, Flex, Form, Input, Result, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openConfirm, isConfirmCancelled } from '../../../kit/feedback/confirm-dialog';
import { LetterFacts } from './letter-parts';
import { DRAFT_DETAIL_PATH, idParam, renewLetter, useLetterDetail, type LetterDetail } from './letters-write-api';

type Values = { period?: [Dayjs, Dayjs]; remark?: string };

function RenewForm({ letter }: { letter: LetterDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const renew = useMutation({
    mutationFn: (v: Values) =>
      renewLetter({
        id: letter.id,
        validFrom: v.period![0].format('YYYY-MM-DD'),
        validTo: v.period![1].format('YYYY-MM-DD'),
        remark: v.remark?.trim() ?? '',
      }),
    onSuccess: (answer) => {
      void message.success(t('cmLettersWrite:renewal.done', { version: answer.letter.version }));
      void navigate(`${DRAFT_DETAIL_PATH}?id=${answer.letter.id}`);
    },
  });
  return (
    <Form<Values>
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      style={{ maxWidth: 720 }}
      initialValues={{ period: [dayjs(letter.validFrom), dayjs(letter.validTo).add(1, 'year')] }}
      onFinish={(v) =>
        void openConfirm(modal, t, { content: t('cmLettersWrite:renewal.confirm'), size: 'middle' }).then(
          () => renew.mutate(v),
          (e: unknown) => {
            if (!isConfirmCancelled(e)) throw e;
          },
        )
      }
      data-testid="renewal-form"
    >
      <Form.Item
        name="period"
        label={t('cmLettersWrite:renewal.newPeriod')}
        extra={t('cmLettersWrite:renewal.hint', { to: letter.validTo })}
        rules={[
          { required: true, message: t('cmLettersWrite:validate.period') },
          {
            validator: (_r, v: [Dayjs, Dayjs] | undefined) =>
              !v || v[1].format('YYYY-MM-DD') > letter.validTo
                ? Promise.resolve()
                : Promise.reject(new Error(t('cmLettersWrite:renewal.later', { to: letter.validTo }))),
          },
        ]}
      >
        <DatePicker.RangePicker data-testid="renewal-period" />
      </Form.Item>
      <Form.Item name="remark" label={t('cmLettersWrite:renewal.remark')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={renew.isPending} data-testid="renewal-submit">
            {t('cmLettersWrite:action.renew')}
          </Button>
          <Button onClick={() => void navigate(`${DRAFT_DETAIL_PATH}?id=${letter.id}`)}>{t('cmLettersWrite:action.back')}</Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}

function RenewalScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params);
  const detail = useLetterDetail(id);
  const letter = detail.data;
  return (
    <Card title={t('cmLettersWrite:title.renewal')} data-testid="renewal-page">
      {!id || detail.isError ? (
        <Result status="404" title={t('cmLettersWrite:detail.notFound')} data-testid="letter-not-found" />
      ) : !letter ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={24}>
          <LetterFacts letter={letter} />
          {letter.actions.includes('renew') ? (
            <RenewForm letter={letter} />
          ) : (
            <Result status="info" title={t('cmLettersWrite:renewal.notAllowed')} data-testid="renew-not-allowed" />
          )}
        </Flex>
      )}
    </Card>
  );
}

export function LetterRenewalPage() {
  return (
    <App component={false}>
      <RenewalScreen />
    </App>
  );
}
