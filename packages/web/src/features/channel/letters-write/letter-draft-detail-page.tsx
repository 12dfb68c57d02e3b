// /authorization-management/add-authorization/detail?id= 授权书详情: the letter as on paper, its facts, what it
// covers, its steps, and the actions its grantor's buttons allow now (edit, delete and submit a draft; renew,
// suspend or terminate an issued letter on their screens).
import { App, Button, Card, Flex, Result, Skeleton, Timeline, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { openConfirm, isConfirmCancelled } from '../../../kit/feedback/confirm-dialog';
import { showInstant } from '../../../lib/time';
import { LetterFacts, LetterPaper, LetterScopeTables } from './letter-parts';
import {
  ADD_MANUAL_PATH,
  ADD_PATH,
  ISSUANCE_LIST_PATH,
  RENEWAL_PATH,
  TERMINATION_PATH,
  deleteLetter,
  idParam,
  submitLetter,
  useLetterDetail,
  type LetterDetail,
} from './letters-write-api';

function Actions({ letter }: { letter: LetterDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const has = (a: LetterDetail['actions'][number]) => letter.actions.includes(a);
  const submit = useMutation({
    mutationFn: () => submitLetter(letter.id),
    onSuccess: (d) => {
      client.setQueryData(['cmLettersWrite', 'detail', letter.id], d);
      void message.success(t('cmLettersWrite:form.submitted'));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteLetter(letter.id),
    onSuccess: () => {
      void message.success(t('cmLettersWrite:detail.deleted'));
      void navigate(ADD_PATH);
    },
  });
  const confirmThen = (content: string, run: () => void, danger = false) =>
    openConfirm(modal, t, { content, ...(danger ? { size: 'delete' as const } : {}) }).then(run, (e: unknown) => {
      if (!isConfirmCancelled(e)) throw e;
    });
  return (
    <Flex gap={8} wrap>
      {has('edit') && (
        <Button
          onClick={() => void navigate(`${letter.templateCode ? ADD_PATH : ADD_MANUAL_PATH}?id=${letter.id}`)}
          data-testid="edit-letter"
        >
          {t('cmLettersWrite:action.edit')}
        </Button>
      )}
      {has('delete') && (
        <Button
          danger
          loading={remove.isPending}
          onClick={() => void confirmThen(t('cmLettersWrite:detail.confirmDelete'), () => remove.mutate(), true)}
          data-testid="delete-letter"
        >
          {t('cmLettersWrite:action.delete')}
        </Button>
      )}
      {has('submit') && (
        <Button
          type="primary"
          loading={submit.isPending}
          onClick={() => void confirmThen(t('cmLettersWrite:detail.confirmSubmit'), () => submit.mutate())}
          data-testid="submit-letter"
        >
          {t('cmLettersWrite:action.submit')}
        </Button>
      )}
      {has('renew') && (
        <Button onClick={() => void navigate(`${RENEWAL_PATH}?id=${letter.id}`)} data-testid="renew-letter">
          {t('cmLettersWrite:action.renew')}
        </Button>
      )}
      {(has('terminate') || has('suspend') || has('reinstate')) && (
        <Button danger onClick={() => void navigate(`${TERMINATION_PATH}?id=${letter.id}`)} data-testid="terminate-letter">
          {t('cmLettersWrite:action.terminateOrSuspend')}
        </Button>
      )}
      <Button onClick={() => void navigate(ISSUANCE_LIST_PATH)}>{t('cmLettersWrite:action.back')}</Button>
    </Flex>
  );
}

function DetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params);
  const detail = useLetterDetail(id);
  const letter = detail.data;
  return (
    <Card title={t('cmLettersWrite:title.detail')} data-testid="letter-detail-page" extra={letter && <Actions letter={letter} />}>
      {!id || detail.isError ? (
        <Result status="404" title={t('cmLettersWrite:detail.notFound')} data-testid="letter-not-found" />
      ) : !letter ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <LetterPaper letter={letter} />
          <LetterFacts letter={letter} />
          <LetterScopeTables letter={letter} />
          <Card size="small" title={t('cmLettersWrite:detail.events')}>
            <Timeline
              items={letter.events.map((e, i) => ({
                key: i,
                content: (
                  <Flex vertical>
                    <Typography.Text strong>{t(`cmLettersWrite:event.${e.action}`, { defaultValue: e.actionName })}</Typography.Text>
                    <Typography.Text type="secondary">
                      {[e.companyName, e.userName, showInstant(e.createdAt)].filter(Boolean).join(' · ')}
                    </Typography.Text>
                    {e.note && <Typography.Text>{e.note}</Typography.Text>}
                  </Flex>
                ),
              }))}
              data-testid="letter-events"
            />
          </Card>
        </Flex>
      )}
    </Card>
  );
}

export function LetterDraftDetailPage() {
  return (
    <App component={false}>
      <DetailScreen />
    </App>
  );
}
