// /authorization-management/authorized-issuance/authorized-issuance-list 授权书签发列表: the letters the session's
// company issued (drafts to terminated), searched, sorted and exported; each row's detail and, by its status
// and the user's buttons, edit, stamp, renew, suspend / reinstate and terminate (other parts' screens).
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LETTER_PATHS, linkTo } from './letters-read-api';
import { ActionLinks, useGrantorLinks } from './letter-actions';
import { LetterTable } from './letter-table';

// the summary cards link here with one of these
const PRESET_KEYS = ['state', 'status'] as const;

function IssuanceList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const links = useGrantorLinks();
  const preset: Record<string, unknown> = {};
  for (const k of PRESET_KEYS) if (params.get(k)) preset[k] = params.get(k);
  if (params.get('expiring') === '1') preset['expiring'] = true;
  if (params.get('derived') === '1') preset['derived'] = true;
  return (
    <Card title={t('cmLettersRead:title.issuanceList')} data-testid="issuance-list-page">
      <LetterTable
        side="grantor"
        preset={preset}
        detailPath={LETTER_PATHS.issuanceDetail}
        menuPath={LETTER_PATHS.issuance}
        tableNo="cmLetterIssuanceList"
        testId="issuance-list"
        actionsWidth={220}
        actions={(r) => (
          <>
            <Link to={linkTo(LETTER_PATHS.issuanceDetail, { id: r.id }, LETTER_PATHS.issuance)} data-testid={`row-${r.letterNo}-detail`}>
              {t('cmLettersRead:action.detail')}
            </Link>
            <ActionLinks links={links(r)} testPrefix={`row-${r.letterNo}`} />
          </>
        )}
      />
    </Card>
  );
}

export function IssuanceListPage() {
  return (
    <App component={false}>
      <IssuanceList />
    </App>
  );
}
