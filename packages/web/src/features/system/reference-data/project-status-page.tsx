// /systemSetup/projectStatus 项目状态: the tenant's project status dictionary in its order — colour tag,
// code, name, sort, status — searched by keyword and status, paged; 上移/下移 reorder (the whole list is
// sent in its new order), 新增/编辑 open the drawer, 启用/停用 and 删除 ask first.
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProjectStatusRow } from '@medportal/contracts/system/reference-data.contract';
import { ColourTag } from '../../../kit/display/colour-tag';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { ProjectStatusDrawer } from './project-status-drawer';
import {
  REFERENCE_DATA_KEY,
  deleteProjectStatus,
  projectStatusPage,
  setProjectStatusEnabled,
  sortProjectStatuses,
} from './reference-data-api';

type Filter = { keyword?: string; enabled?: boolean };
type PageSize = 20 | 30 | 50 | 100;

/** Every status id in the current order (pages of 100). */
async function allIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await projectStatusPage({ pageNum, pageSize: 100 });
    ids.push(...page.content.map((r) => r.id));
    if (ids.length >= page.totalElements || page.content.length === 0) return ids;
  }
}

function ProjectStatuses() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const canEdit = usePermission('sys.projectStatus.edit');
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: defaultPageSizeOf() as PageSize });
  const [drawer, setDrawer] = useState<{ row: ProjectStatusRow | null } | null>(null);
  const body = { ...filter, ...paging };
  const list = useQuery({ queryKey: [...REFERENCE_DATA_KEY, 'status', body], queryFn: () => projectStatusPage(body) });
  const refresh = () => client.invalidateQueries({ queryKey: [...REFERENCE_DATA_KEY, 'status'] });
  const filtered = filter.keyword !== undefined || filter.enabled !== undefined;

  const status = useMutation({
    mutationFn: (row: ProjectStatusRow) => setProjectStatusEnabled(row.id, !row.enabled),
    onSuccess: (row) => {
      void refresh();
      void message.success(row.enabled ? t('sysRefData:enabledDone') : t('sysRefData:disabledDone'));
    },
  });
  const remove = useMutation({
    mutationFn: (row: ProjectStatusRow) => deleteProjectStatus(row.id),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysRefData:deleted'));
    },
  });
  const move = useMutation({
    mutationFn: async ({ id, by }: { id: number; by: -1 | 1 }) => {
      const ids = await allIds();
      const at = ids.indexOf(id);
      const to = at + by;
      if (at < 0 || to < 0 || to >= ids.length) return;
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      await sortProjectStatuses(ids);
    },
    onSuccess: () => {
      void refresh();
      void message.success(t('sysRefData:status.sorted'));
    },
  });
  const ask = (content: string, run: () => void, danger = false) =>
    confirm({ size: danger ? 'delete' : 'default', danger, content })
      .then(run)
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('sysRefData:status.keyword') },
      {
        key: 'enabled',
        type: 'select',
        title: t('sysRefData:status.label'),
        options: [
          { value: 'true', label: t('sysRefData:enabled') },
          { value: 'false', label: t('sysRefData:disabled') },
        ],
      },
    ],
    [t],
  );
  const onSearch = (v: SearchValues) => {
    setFilter({
      keyword: typeof v['keyword'] === 'string' && v['keyword'] ? v['keyword'] : undefined,
      enabled: v['enabled'] === 'true' ? true : v['enabled'] === 'false' ? false : undefined,
    });
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };

  const total = list.data?.totalElements ?? 0;
  const offset = (paging.pageNum - 1) * paging.pageSize;
  const columns: TableColumn<ProjectStatusRow>[] = [
    { type: 'index' },
    {
      prop: 'name',
      labelKey: 'sysRefData:status.name',
      width: 160,
      render: (_v, r) => (
        <ColourTag colour={r.color} data-testid={`status-tag-${r.id}`}>
          {r.name}
        </ColourTag>
      ),
    },
    { prop: 'code', labelKey: 'sysRefData:status.code', width: 140 },
    { prop: 'color', labelKey: 'sysRefData:status.color', width: 110 },
    { prop: 'sort', labelKey: 'sysRefData:status.sort', width: 80 },
    {
      prop: 'enabled',
      labelKey: 'sysRefData:status.label',
      width: 90,
      render: (_v, r) => (
        <Tag color={r.enabled ? 'success' : 'default'}>{r.enabled ? t('sysRefData:enabled') : t('sysRefData:disabled')}</Tag>
      ),
    },
    { prop: 'updatedAt', labelKey: 'sysRefData:updatedAt', width: 170, render: (_v, r) => showInstant(r.updatedAt) },
    ...(canEdit
      ? [
          {
            prop: 'actions',
            labelKey: 'sysRefData:actions',
            width: 260,
            fixed: 'right' as const,
            render: (_v: unknown, r: ProjectStatusRow, i: number) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={filtered || offset + i === 0}
                  loading={move.isPending && move.variables.id === r.id && move.variables.by === -1}
                  onClick={() => move.mutate({ id: r.id, by: -1 })}
                  aria-label={t('sysRefData:status.up')}
                  title={t('sysRefData:status.up')}
                  data-testid={`status-up-${r.id}`}
                />
                <Button
                  type="link"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={filtered || offset + i === total - 1}
                  onClick={() => move.mutate({ id: r.id, by: 1 })}
                  aria-label={t('sysRefData:status.down')}
                  title={t('sysRefData:status.down')}
                  data-testid={`status-down-${r.id}`}
                />
                <Button type="link" size="small" onClick={() => setDrawer({ row: r })} data-testid={`status-edit-${r.id}`}>
                  {t('sysRefData:edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void ask(t(r.enabled ? 'sysRefData:confirmDisable' : 'sysRefData:confirmEnable', { name: r.name }), () =>
                      status.mutate(r),
                    )
                  }
                  data-testid={`status-status-${r.id}`}
                >
                  {r.enabled ? t('sysRefData:disable') : t('sysRefData:enable')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => void ask(t('sysRefData:confirmDelete', { name: r.name }), () => remove.mutate(r), true)}
                  data-testid={`status-delete-${r.id}`}
                >
                  {t('sysRefData:delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title={t('sysRefData:status.title')} data-testid="status-page">
      <Flex vertical gap={12}>
        <SearchForm items={searchItems} loading={list.isFetching} onSearch={onSearch} onReset={onSearch} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">
            {filtered ? t('sysRefData:status.sortFiltered') : t('sysRefData:total', { n: total })}
          </Typography.Text>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ row: null })} data-testid="status-add">
              {t('sysRefData:status.add')}
            </Button>
          )}
        </Flex>
        <DataTable<ProjectStatusRow>
          columns={columns}
          data={list.data?.content ?? []}
          rowKey="id"
          loading={list.isFetching}
          indexOffset={offset}
        />
        <PaginationFooter
          total={total}
          page={paging.pageNum}
          pageSize={paging.pageSize}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize: pageSize as PageSize })}
        />
      </Flex>
      <ProjectStatusDrawer state={drawer} onClose={() => setDrawer(null)} onSaved={() => void refresh()} />
    </Card>
  );
}

export function ProjectStatusPage() {
  return (
    <App component={false}>
      <ProjectStatuses />
    </App>
  );
}
