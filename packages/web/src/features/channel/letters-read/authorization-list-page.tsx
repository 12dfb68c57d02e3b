// /authorization-management/authorization-list/:bussinesstype? 授权书列表: every letter of the session's company,
// tabs 全部 / 我签发的 ('issued') / 我收到的 ('received') kept in the optional route segment; search, sort, export.
import { App, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LETTER_PATHS, linkTo } from './letters-read-api';
import { LetterTable } from './letter-table';

const TABS = { all: undefined, issued: 'grantor', received: 'grantee' } as const;
type TabKey = keyof typeof TABS;
const tabOf = (segment: string | undefined): TabKey => (segment === 'issued' || segment === 'received' ? segment : 'all');

function AuthorizationList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tab = tabOf(useParams()['bussinesstype']);
  const menuPath = LETTER_PATHS.list;
  return (
    <Card title={t('cmLettersRead:title.list')} data-testid="authorization-list-page">
      <Tabs
        activeKey={tab}
        onChange={(k) => navigate(k === 'all' ? LETTER_PATHS.list : `${LETTER_PATHS.list}/${k}`)}
        items={(Object.keys(TABS) as TabKey[]).map((k) => ({
          key: k,
          label: <span data-testid={`tab-${k}`}>{t(`cmLettersRead:tab.${k}`)}</span>,
        }))}
      />
      <LetterTable
        key={tab}
        side={TABS[tab]}
        detailPath={LETTER_PATHS.powerAttorneyDetail}
        menuPath={menuPath}
        tableNo="cmLetterList"
        testId="letters"
        actionsWidth={80}
        actions={(r) => (
          <Link to={linkTo(LETTER_PATHS.powerAttorneyDetail, { id: r.id }, menuPath)} data-testid={`row-${r.letterNo}-detail`}>
            {t('cmLettersRead:action.detail')}
          </Link>
        )}
      />
    </Card>
  );
}

export function AuthorizationListPage() {
  return (
    <App component={false}>
      <AuthorizationList />
    </App>
  );
}
