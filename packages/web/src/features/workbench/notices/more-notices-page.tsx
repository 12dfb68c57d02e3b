// /worktable/moreNotices 通知公告: the tab 通知公告 (what the user may read) and, with the button
// wt.notice.publish, the tab 发布管理 (the company's notices: drafts, publishing, withdrawing, receipts).
// The open tab is kept in the address (?tab=manage) so a refresh stays on it.
import { App, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../kit/permission/permission';
import { ManageTab } from './manage-tab';
import { MyNoticesTab } from './my-notices-tab';

export const PUBLISH_BUTTON = 'wt.notice.publish';

function MoreNotices() {
  const { t } = useTranslation();
  const canPublish = usePermission(PUBLISH_BUTTON);
  const [params, setParams] = useSearchParams();
  const active = canPublish && params.get('tab') === 'manage' ? 'manage' : 'mine';
  const items = [
    { key: 'mine', label: t('wbNotices:tabs.mine'), children: <MyNoticesTab /> },
    ...(canPublish ? [{ key: 'manage', label: t('wbNotices:tabs.manage'), children: <ManageTab /> }] : []),
  ];
  return (
    <Card data-testid="more-notices-page">
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === 'manage' ? { tab: 'manage' } : {}, { replace: true })}
        items={items}
        destroyOnHidden
        data-testid="more-notices-tabs"
      />
    </Card>
  );
}

export function MoreNoticesPage() {
  return (
    <App component={false}>
      <MoreNotices />
    </App>
  );
}
