// The worktable (/worktable): the user's pending todos, the latest notices and their shortcuts, in the
// card layout the user saved (/WorkbenchSettings: which cards, in what order); the todo and notice cards
// show the kinds and levels the user chose (/todoNoticeSet). The grid and its cards are exported for
// the home pages, which show the same content. A todo links to the page that handles it only when the
// server gives it a link (a built screen); a notice opens in a drawer on this page; 更多 leads to all of them
// (/worktable/moreTodo, /worktable/moreNotices).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Badge, Button, Card, Col, Empty, Row, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showInstant } from '../../lib/time';
import { menuName } from '../../shell/catalogue-names';
import { WORKTABLE_CARD_KEYS, worktableRows, type WorktableCardKey } from '@medportal/contracts/worktable/workbench-rules';
import {
  fetchLatestNotices,
  fetchPendingTodos,
  fetchShortcuts,
  fetchTodoCount,
  fetchTodoKindCounts,
  fetchWorkbenchSettings,
} from './worktable-api';
import { LATEST_NOTICES_KEY, WORKTABLE_SETTINGS_KEY } from './worktable-keys';

/** every todo of the user (the workbench's todo list); an approval's own link opens it in the approval centre */
const ALL_WORK_ITEMS_PATH = '/worktable/moreTodo';
/** every notice of the user, their search, and the publishing of the company (features/workbench/notices) */
const MORE_NOTICES = '/worktable/moreNotices';

// the drawer (Drawer, Descriptions, the attachment download) loads when a notice is first opened
const NoticeDrawer = lazy(() => import('./notice-drawer').then((m) => ({ default: m.NoticeDrawer })));

// a long title wraps, its date never does
const dateOf = (iso: string) => <span style={{ whiteSpace: 'nowrap' }}>{showInstant(iso, 'day')}</span>;

/** Skeleton while loading, 暂无数据 for an empty (or failed) list, else the content. */
type CardRowsProps<T> = {
  rows: readonly T[];
  rowKey: (row: T) => number | string;
  render: (row: T) => ReactNode;
  extra: (row: T) => ReactNode;
  rowProps?: (row: T) => Record<`data-${string}`, string>;
};

// Plain rows with the theme's tokens: antd List would bring its pagination (and Select) into every
// home page for lists that never page.
function CardRows<T>({ rows, rowKey, render, extra, rowProps }: CardRowsProps<T>) {
  const { token } = theme.useToken();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row, index) => (
        <li
          key={rowKey(row)}
          {...rowProps?.(row)}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.marginSM,
            padding: `${token.paddingXS}px ${token.paddingSM}px`,
            borderBottom: index < rows.length - 1 ? `1px solid ${token.colorSplit}` : undefined,
          }}
        >
          <div style={{ minWidth: 0 }}>{render(row)}</div>
          <span style={{ flex: 'none', color: token.colorTextSecondary }}>{extra(row)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The user's saved settings; while they load or when they fail, every kind and level is shown. A card
 * mounting after a failed read does not read again (retryOnMount): that read would put the page back
 * into its loading state, and the cards would mount again, in a loop.
 */
const useWorktableSettings = () =>
  useQuery({ queryKey: WORKTABLE_SETTINGS_KEY, queryFn: fetchWorkbenchSettings, staleTime: 60_000, retryOnMount: false });

/** Keeps the rows whose value is among the chosen ones; null (or no settings): all rows. */
const chosen = <T,>(rows: T[] | undefined, valueOf: (row: T) => string, values: readonly string[] | null | undefined) =>
  rows && values ? rows.filter((row) => values.includes(valueOf(row))) : rows;

function CardBody<T>({
  query,
  filter = (rows) => rows,
  children,
}: {
  query: UseQueryResult<T[]>;
  filter?: (rows: T[] | undefined) => T[] | undefined;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  const rows = filter(query.data) ?? [];
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell:common.empty')} />;
  return <>{children(rows)}</>;
}

export function TodoCard() {
  const { t } = useTranslation();
  const todos = useQuery({ queryKey: ['worktable', 'todos', 'pending'], queryFn: fetchPendingTodos });
  const kinds: readonly string[] | null | undefined = useWorktableSettings().data?.todoKinds;
  const count = useQuery({ queryKey: ['worktable', 'todos', 'count'], queryFn: fetchTodoCount, enabled: !kinds });
  // the badge counts the chosen kinds only, as the list shows them
  const kindCounts = useQuery({ queryKey: ['worktable', 'todos', 'kindCounts'], queryFn: fetchTodoKindCounts, enabled: Boolean(kinds) });
  const pending = kinds
    ? (kindCounts.data ?? []).filter((k) => kinds.includes(k.businessCode)).reduce((sum, k) => sum + k.count, 0)
    : (count.data ?? 0);
  const title = (
    <Space>
      {t('shell:worktable.todos')}
      <Badge count={pending} data-testid="todo-count" />
    </Space>
  );
  return (
    <Card
      title={title}
      data-testid="todo-card"
      extra={
        <Link to={ALL_WORK_ITEMS_PATH} data-testid="todo-more">
          {t('shell:nav.more')}
        </Link>
      }
    >
      <CardBody query={todos} filter={(rows) => chosen(rows, (todo) => todo.businessCode, kinds)}>
        {(rows) => (
          <CardRows
            rows={rows}
            rowKey={(todo) => todo.id}
            extra={(todo) => dateOf(todo.createdAt)}
            render={(todo) =>
              todo.linkPath ? (
                <Link to={todo.linkPath}>{todo.title}</Link>
              ) : (
                <Typography.Text data-testid="todo-unlinked">{todo.title}</Typography.Text>
              )
            }
          />
        )}
      </CardBody>
    </Card>
  );
}

export function NoticeCard() {
  const { t } = useTranslation();
  const notices = useQuery({ queryKey: LATEST_NOTICES_KEY, queryFn: fetchLatestNotices });
  const [opened, setOpened] = useState<number | null>(null);
  const levels = useWorktableSettings().data?.noticeLevels;
  return (
    <Card
      title={t('shell:worktable.notices')}
      extra={
        <Link to={MORE_NOTICES} data-testid="notice-more">
          {t('shell:nav.more')}
        </Link>
      }
      data-testid="notice-card"
    >
      {opened !== null && (
        <Suspense fallback={null}>
          <NoticeDrawer noticeId={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
      <CardBody query={notices} filter={(rows) => chosen(rows, (notice) => notice.level, levels)}>
        {(rows) => (
          <CardRows
            rows={rows}
            rowKey={(notice) => notice.id}
            extra={(notice) => dateOf(notice.publishedAt)}
            rowProps={(notice) => ({ 'data-read': notice.read ? 'read' : 'unread' })}
            render={(notice) => (
              <Space>
                {notice.level === 'important' && <Tag color="red">{t('shell:worktable.important')}</Tag>}
                {!notice.read && <Badge status="processing" title={t('shell:worktable.unread')} />}
                <Typography.Link
                  strong={!notice.read}
                  type={notice.read ? 'secondary' : undefined}
                  role="button"
                  tabIndex={0}
                  onClick={() => setOpened(notice.id)}
                  onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), setOpened(notice.id))}
                  data-testid="notice-open"
                >
                  {notice.title}
                </Typography.Link>
              </Space>
            )}
          />
        )}
      </CardBody>
    </Card>
  );
}

export function ShortcutCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shortcuts = useQuery({ queryKey: ['worktable', 'shortcuts'], queryFn: fetchShortcuts });
  return (
    <Card title={t('shell:worktable.shortcuts')} data-testid="shortcut-card">
      <CardBody query={shortcuts}>
        {(rows) => (
          <Space wrap>
            {rows.map((shortcut) => (
              <Button
                key={shortcut.resourceId}
                disabled={!shortcut.resourcePath}
                onClick={() => shortcut.resourcePath && void navigate(shortcut.resourcePath)}
              >
                {menuName(shortcut)}
              </Button>
            ))}
          </Space>
        )}
      </CardBody>
    </Card>
  );
}

/**
 * The worktable grid the worktable and both home pages share: full-width rows `above`, the todo and
 * notice cards side by side, then the full-width `below` card.
 */
export function WorktableGrid({ above = [], below }: { above?: ReactNode[]; below: ReactNode }) {
  return (
    <Row gutter={[16, 16]}>
      {above.map((row, i) => (
        // a fixed list per page: the index is a stable key
        <Col key={i} span={24}>
          {row}
        </Col>
      ))}
      <Col xs={24} lg={12}>
        <TodoCard />
      </Col>
      <Col xs={24} lg={12}>
        <NoticeCard />
      </Col>
      <Col span={24}>{below}</Col>
    </Row>
  );
}

const CARDS: Record<WorktableCardKey, () => ReactNode> = {
  todos: () => <TodoCard />,
  notices: () => <NoticeCard />,
  shortcuts: () => <ShortcutCard />,
};
const DEFAULT_LAYOUT = WORKTABLE_CARD_KEYS.map((key) => ({ key, visible: true }));

/** The worktable in the user's saved layout: adjacent todo and notice cards side by side, any other card a row. */
export function WorktablePage() {
  const { t } = useTranslation();
  const settings = useWorktableSettings();
  if (settings.isPending) return <Skeleton active data-testid="worktable-loading" />;
  // a failed read shows the default layout rather than nothing
  const rows = worktableRows(settings.data?.cards ?? DEFAULT_LAYOUT);
  if (rows.length === 0) return <Empty description={t('shell:worktable.allHidden')} data-testid="worktable-all-hidden" />;
  return (
    <Row gutter={[16, 16]} data-testid="worktable-grid">
      {rows.flatMap((row) =>
        row.map((key) => (
          <Col key={key} xs={24} lg={24 / row.length}>
            {CARDS[key]()}
          </Col>
        )),
      )}
    </Row>
  );
}
