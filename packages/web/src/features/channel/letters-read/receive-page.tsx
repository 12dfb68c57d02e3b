// /authorization-management/authorized-receive 授权接收: the letters issued to the session's company, their state,
// 确认接收 (with a confirm; button cm.auth.received.confirm) for an issued one, and each letter's detail.
import { App, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { Permission } from '../../../kit/permission/permission';
import { LETTER_BUTTONS, LETTER_PATHS, linkTo, useReceiveLetter, type LetterRow } from './letters-read-api';
import { LetterTable } from './letter-table';

/** 确认接收 with its confirm; the lists refresh after. */
export function ReceiveButton({ row, testId }: { row: Pick<LetterRow, 'id' | 'letterNo' | 'grantorName'>; testId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const receive = useReceiveLetter();
  const onClick = () =>
    confirm({
      title: t('cmLettersRead:receive.title'),
      content: t('cmLettersRead:receive.content', { no: row.letterNo, grantor: row.grantorName }),
      okText: t('cmLettersRead:action.receive'),
    })
      .then(() => receive.mutateAsync(row.id))
      .then(() => message.success(t('cmLettersRead:receive.done')))
      // a cancelled confirm does nothing; a refused receive was already shown by the request layer
      .catch(() => undefined);
  return (
    <Permission code={LETTER_BUTTONS.receive}>
      <Button type="link" size="small" style={{ padding: 0 }} loading={receive.isPending} onClick={onClick} data-testid={testId}>
        {t('cmLettersRead:action.receive')}
      </Button>
    </Permission>
  );
}

function Receive() {
  const { t } = useTranslation();
  return (
    <Card title={t('cmLettersRead:title.receive')} data-testid="receive-page">
      <LetterTable
        side="grantee"
        detailPath={LETTER_PATHS.powerAttorneyDetail}
        menuPath={LETTER_PATHS.receive}
        tableNo="cmLetterReceiveList"
        testId="receive"
        actionsWidth={140}
        actions={(r) => (
          <>
            <Link
              to={linkTo(LETTER_PATHS.powerAttorneyDetail, { id: r.id }, LETTER_PATHS.receive)}
              data-testid={`row-${r.letterNo}-detail`}
            >
              {t('cmLettersRead:action.detail')}
            </Link>
            {r.status === 'issued' && <ReceiveButton row={r} testId={`row-${r.letterNo}-receive`} />}
          </>
        )}
      />
    </Card>
  );
}

export function ReceivePage() {
  return (
    <App component={false}>
      <Receive />
    </App>
  );
}
