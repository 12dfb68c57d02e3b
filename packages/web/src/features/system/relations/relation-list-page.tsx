// /systemSetup/companyRelation 企业关系: the platform's typed links between two companies of the tenant
// (供货 manufacturer → distributor, 服务 distributor or manufacturer → hospital, 分销 distributor →
// distributor), searched by company, type and status, paged and exported. With sys.companyRelation.edit:
// 新增 (drawer with the two companies picked remotely), 编辑 (the remark), 停用/启用 (a dialog that asks
// and takes a reason: a disabled relation stops new orders between the pair) and 删除 after a confirm
// (refused by the server once the pair has orders).
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { RELATION_TYPES } from '@medportal/contracts/system/relations-rules';
import type { RelationRow } from '@medportal/contracts/system/relations.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { Permission, usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery } from '../../../kit/table/use-list-query';
import { showInstant } from '../../../lib/time';
import { RelationFormDrawer, type RelationFormState } from './relation-form-drawer';
import { RelationStatusDialog } from './relation-status-dialog';
import { RELATION_EDIT_BUTTON, RELATION_TABLE_NO, deleteRelation } from './relations-api';

/** The search values as the list call takes them: a company id, a type, a boolean status. */
export function relationFilterOf(v: SearchValues): SearchValues {
  const companyId = Number(v['companyId']);
  return {
    companyId: Number.isInteger(companyId) && companyId > 0 ? companyId : undefined,
    relationType: RELATION_TYPES.find((x) => x === v['relationType']),
    enabled: v['enabled'] === 'true' ? true : v['enabled'] === 'false' ? false : undefined,
  };
}

function CompanyCell({ name, code }: { name: string; code: string }) {
  return (
    <Flex vertical>
      <span>{name}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {code}
      </Typography.Text>
    </Flex>
  );
}

function RelationList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const canEdit = usePermission(RELATION_EDIT_BUTTON);
  const list = useListQuery<RelationRow>({ url: STAFF_API.companyRelationPageList });
  const [form, setForm] = useState<RelationFormState>(null);
  const [status, setStatus] = useState<RelationRow | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['list', STAFF_API.companyRelationPageList] });

  const remove = useMutation({
    mutationFn: (row: RelationRow) => deleteRelation(row.id),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysRelations:deleted'));
    },
  });
  const askDelete = (row: RelationRow) =>
    confirm({
      size: 'delete',
      content: t('sysRelations:confirmDelete', {
        from: row.fromCompanyName,
        to: row.toCompanyName,
        type: t(`sysRelations:types.${row.relationType}`),
      }),
    })
      .then(() => remove.mutate(row))
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  const searchItems = useMemo<SearchItem[]>(
    () => [
      {
        key: 'companyId',
        type: 'select',
        title: t('sysRelations:fields.company'),
        placeholder: t('sysRelations:search.company'),
        attr: { allowClear: true, showSearch: { optionFilterProp: 'label' } },
        request: { url: STAFF_API.companyOptions, method: 'post', params: {}, labelKey: 'name', valueKey: 'id' },
      },
      {
        key: 'relationType',
        type: 'select',
        title: t('sysRelations:fields.type'),
        placeholder: t('sysRelations:search.all'),
        attr: { allowClear: true },
        options: RELATION_TYPES.map((v) => ({ value: v, label: t(`sysRelations:types.${v}`) })),
      },
      {
        key: 'enabled',
        type: 'select',
        title: t('sysRelations:fields.status'),
        placeholder: t('sysRelations:search.all'),
        attr: { allowClear: true },
        options: [
          { value: 'true', label: t('sysRelations:status.enabled') },
          { value: 'false', label: t('sysRelations:status.disabled') },
        ],
      },
    ],
    [t],
  );

  const columns: TableColumn<RelationRow>[] = [
    { type: 'index' },
    {
      prop: 'fromCompanyName',
      labelKey: 'sysRelations:fields.from',
      width: 220,
      render: (_v, r) => <CompanyCell name={r.fromCompanyName} code={r.fromCompanyCode} />,
    },
    {
      prop: 'relationType',
      labelKey: 'sysRelations:fields.type',
      width: 90,
      render: (_v, r) => <Tag color="blue">{t(`sysRelations:types.${r.relationType}`)}</Tag>,
    },
    {
      prop: 'toCompanyName',
      labelKey: 'sysRelations:fields.to',
      width: 220,
      render: (_v, r) => <CompanyCell name={r.toCompanyName} code={r.toCompanyCode} />,
    },
    {
      prop: 'enabled',
      labelKey: 'sysRelations:fields.status',
      width: 160,
      // the reason of the last 停用/启用 under the tag, where the operator looks for it
      render: (_v, r) => (
        <Flex vertical gap={2} align="start">
          <Tag color={r.enabled ? 'success' : 'default'} data-testid={`relation-state-${r.id}`}>
            {r.enabled ? t('sysRelations:status.enabled') : t('sysRelations:status.disabled')}
          </Tag>
          {r.statusReason && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: r.statusReason }}>
              {r.statusReason}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { prop: 'remark', labelKey: 'sysRelations:fields.remark', width: 180, ellipsis: true },
    { prop: 'updatedAt', labelKey: 'sysRelations:fields.updatedAt', width: 160, render: (_v, r) => showInstant(r.updatedAt) },
    ...(canEdit
      ? [
          {
            prop: 'actions',
            labelKey: 'sysRelations:fields.actions',
            width: 150,
            fixed: 'right' as const,
            render: (_v: unknown, r: RelationRow) => (
              <Flex gap={4}>
                <Button type="link" size="small" onClick={() => setForm({ relation: r })} data-testid={`relation-edit-${r.id}`}>
                  {t('sysRelations:edit')}
                </Button>
                <Button type="link" size="small" onClick={() => setStatus(r)} data-testid={`relation-status-${r.id}`}>
                  {r.enabled ? t('sysRelations:disable') : t('sysRelations:enable')}
                </Button>
                <Button type="link" size="small" danger onClick={() => void askDelete(r)} data-testid={`relation-delete-${r.id}`}>
                  {t('sysRelations:delete')}
                </Button>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('sysRelations:title')}
      data-testid="relation-list-page"
      extra={
        <Flex gap={8}>
          <ExportButton url={STAFF_API.companyRelationExport} body={list.search} disabled={!list.total}>
            {t('sysRelations:export')}
          </ExportButton>
          <Permission code={RELATION_EDIT_BUTTON}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ relation: null })} data-testid="relation-add">
              {t('sysRelations:add')}
            </Button>
          </Permission>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <SearchForm
          items={searchItems}
          onSearch={(v) => list.runSearch(relationFilterOf(v), true)}
          onReset={(v) => list.runSearch(relationFilterOf(v), true)}
          loading={list.isFetching}
        />
        <DataTable<RelationRow>
          columns={columns}
          data={list.rows}
          rowKey="id"
          loading={list.isFetching}
          headerSetting
          tableNo={RELATION_TABLE_NO}
          apiPath={STAFF_API.companyRelationPageList}
          indexOffset={(list.page - 1) * list.pageSize}
          testId="relation-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <RelationFormDrawer state={form} onClose={() => setForm(null)} onSaved={() => void refresh()} />
      <RelationStatusDialog relation={status} onClose={() => setStatus(null)} onDone={() => void refresh()} />
    </Card>
  );
}

export function RelationListPage() {
  return (
    <App component={false}>
      <RelationList />
    </App>
  );
}
