// /authorization-management/add-authorization/add-manully-authorization 手工新建授权书: the letter form with a
// free body text instead of a template; ?id= edits a free-form draft.
import { App, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LetterForm } from './letter-form';
import { idParam, useLetterDetail } from './letters-write-api';

function ManualScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params);
  const draft = useLetterDetail(id);
  const refused = id > 0 && (draft.isError || (draft.data && (draft.data.status !== 'draft' || draft.data.templateCode !== null)));
  return (
    <Card title={t('cmLettersWrite:title.manual')} data-testid="add-manual-page">
      {refused ? (
        <Result status="warning" title={t('cmLettersWrite:form.notDraft')} data-testid="not-draft" />
      ) : id > 0 && !draft.data ? (
        <Skeleton active />
      ) : (
        <LetterForm template={null} draft={draft.data} />
      )}
    </Card>
  );
}

export function AddManualPage() {
  return (
    <App component={false}>
      <ManualScreen />
    </App>
  );
}
