// The header's import/export history (spec 1 section 2 'File import/export history dropdown'): a white
// icon on the dark 50px header opening the 3 latest jobs of the session's company, with '查看全部' for
// the full list. Only apps that import or export show it.
import { lazy, Suspense, useState } from 'react';
import { Button, Empty, Flex, Popover, Spin, Tag, Typography, theme } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { useSessionStore } from '../../lib/session-store';
import { useAppGroups } from '../app-groups';
import { fetchFileHistory } from './overlays-api';
import { formatCreatedAt, operationKey, RecordActions } from './file-history-parts';

// the full-list dialog (table, date pickers, selects) loads when first opened, not with every page
const FileHistoryDialog = lazy(() => import('./file-history-dialog').then((m) => ({ default: m.FileHistoryDialog })));

/** Apps with import/export jobs: the workbench, system settings, channel, product and order management. */
export const FILE_HISTORY_APP_CODES: readonly string[] = ['BK000', 'SYS01', 'CM001', 'PD001', 'OD001'];
export const LATEST_COUNT = 3;
const PANEL_WIDTH = 380;

/** The code of the app whose menu is shown: the entered one, else (appId 0) the first app of the list. */
function useCurrentAppCode(session: Session | null): string {
  const apps = useAppGroups(session !== null && session.appId === 0);
  if (!session) return '';
  if (session.appId !== 0) return session.appCode;
  return apps.data?.flatMap((group) => group.appList)[0]?.appCode ?? '';
}

function LatestList({ companyId, open }: { companyId: number; open: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const latest = useQuery({
    queryKey: ['shell', 'fileHistory', 'latest', companyId],
    queryFn: () => fetchFileHistory({ merchantId: companyId, companyId, pageNum: 1, pageSize: LATEST_COUNT }, { silent: true }),
    // jobs move on while the page is open: every opening asks again
    enabled: open,
    staleTime: 0,
  });
  if (latest.isLoading)
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  const rows = latest.data?.content ?? [];
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overlays:fileHistory.empty')} />;
  return (
    <Flex vertical>
      {rows.map((record) => {
        const key = operationKey(record.operationType);
        return (
          <Flex
            key={record.fileCode}
            justify="space-between"
            align="center"
            gap="small"
            data-testid="file-history-item"
            style={{ padding: `${token.paddingXS}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}
          >
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Typography.Text ellipsis={{ tooltip: record.fileOldName }} style={{ maxWidth: 220 }}>
                {record.fileOldName}
              </Typography.Text>
              <Flex gap="small" align="center">
                {key && <Tag color={key === 'import' ? 'blue' : 'green'}>{t(`overlays:fileHistory.${key}`)}</Tag>}
                <Typography.Text type="secondary">{formatCreatedAt(record.createdAt)}</Typography.Text>
              </Flex>
            </Flex>
            <RecordActions record={record} />
          </Flex>
        );
      })}
    </Flex>
  );
}

export function FileHistoryDropdown() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const appCode = useCurrentAppCode(session);
  const [open, setOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // mounted from the first opening on, so closing keeps its animation
  const [dialogUsed, setDialogUsed] = useState(false);
  if (!session || !FILE_HISTORY_APP_CODES.includes(appCode)) return null;

  const content = (
    <div style={{ width: PANEL_WIDTH }}>
      <LatestList companyId={session.companyId} open={open} />
      <Flex justify="center">
        <Button
          type="link"
          data-testid="file-history-all"
          onClick={() => {
            setOpen(false);
            setDialogUsed(true);
            setDialogOpen(true);
          }}
        >
          {t('overlays:fileHistory.viewAll')}
        </Button>
      </Flex>
    </div>
  );
  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        title={t('overlays:fileHistory.title')}
        open={open}
        onOpenChange={setOpen}
        content={content}
      >
        <Button
          type="text"
          aria-label={t('overlays:fileHistory.trigger')}
          icon={<HistoryOutlined style={{ color: '#fff', fontSize: 18 }} />}
          data-testid="file-history"
        />
      </Popover>
      {dialogUsed && (
        <Suspense fallback={null}>
          <FileHistoryDialog companyId={session.companyId} open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
