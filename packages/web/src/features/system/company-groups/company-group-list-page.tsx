// /systemSetup/companyGroupManagement 集团管理: company groups (code, name, head company, members, data
// grants, enabled) searched and paged; 新增/编辑 open /change, 数据权限 opens /set, the switch enables or
// disables after a confirm, 删除 asks first.
import { useCallback, useMemo } from 'react';
import { App, Button, Card, Flex, Space, Switch, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CompanyGroupPageBody, CompanyGroupRow } from '@medportal/contracts/system/company-groups.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem } from '../../../kit/form/search-types';
import { usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import {
  COMPANY_GROUPS_KEY,
  GROUP_CHANGE_PATH,
  GROUP_SET_PATH,
  companyGroupPage,
  deleteCompanyGroup,
  setCompanyGroupStatus,
  type ListBody,
} from './company-groups-api';
import { PagedTable } from './paged-table';
import { usePaged } from './use-paged';

function CompanyGroupList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = usePermission('sys.companyGroup.edit');
  const list = usePaged<CompanyGroupRow>(COMPANY_GROUPS_KEY, (body) => companyGroupPage(body as ListBody<CompanyGroupPageBody>));
  const done = (key: string) => () => {
    void client.invalidateQueries({ queryKey: COMPANY_GROUPS_KEY });
    void message.success(t(key));
  };
  const status = useMutation({ mutationFn: setCompanyGroupStatus, onSuccess: done('sysCompanyGroups:saved') });
  const remove = useMutation({ mutationFn: deleteCompanyGroup, onSuccess: done('sysCompanyGroups:deleted') });
  const { mutate: changeStatus } = status;
  const { mutate: removeGroup } = remove;
  const ask = useCallback(
    (content: string, run: () => void, danger = false) =>
      confirm({ content, ...(danger ? { size: 'delete' as const, danger: true } : {}) })
        .then(run)
        .catch((e: unknown) => {
          if (!isConfirmCancelled(e)) throw e;
        }),
    [confirm],
  );

  const columns = useMemo<TableColumn<CompanyGroupRow>[]>(
    () => [
      { type: 'index' },
      { prop: 'code', labelKey: 'sysCompanyGroups:group.code', width: 110 },
      { prop: 'name', labelKey: 'sysCompanyGroups:group.name', width: 180 },
      { prop: 'head', labelKey: 'sysCompanyGroups:group.head', width: 220, render: (_v, row) => row.head.name },
      {
        prop: 'members',
        labelKey: 'sysCompanyGroups:group.members',
        width: 280,
        render: (_v, row) => (
          <Space size={[4, 4]} wrap>
            {row.members.map((m) => (
              <Tag key={m.id}>{m.name}</Tag>
            ))}
          </Space>
        ),
      },
      {
        prop: 'domains',
        labelKey: 'sysCompanyGroups:group.domains',
        width: 200,
        render: (_v, row) =>
          row.domains.length ? (
            <Space size={[4, 4]} wrap>
              {row.domains.map((d) => (
                <Tag key={d} color="blue">
                  {t(`sysCompanyGroups:domains.${d}`)}
                </Tag>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('sysCompanyGroups:group.noDomains')}</Typography.Text>
          ),
      },
      {
        prop: 'enabled',
        labelKey: 'sysCompanyGroups:group.enabled',
        width: 90,
        render: (_v, row) => (
          <Switch
            size="small"
            checked={row.enabled}
            aria-label={`${t('sysCompanyGroups:group.enabled')} ${row.name}`}
            disabled={!canEdit}
            onChange={(enabled) =>
              void ask(
                t(enabled ? 'sysCompanyGroups:group.confirmEnable' : 'sysCompanyGroups:group.confirmDisable', { name: row.name }),
                () => changeStatus({ id: row.id, enabled }),
              )
            }
            data-testid={`group-status-${row.id}`}
          />
        ),
      },
      { prop: 'createTime', labelKey: 'sysCompanyGroups:createTime', width: 170 },
      {
        prop: 'id',
        labelKey: 'sysCompanyGroups:actions',
        width: 210,
        fixed: 'right',
        render: (_v, row) => (
          <Space size={0}>
            {canEdit && (
              <Button
                type="link"
                size="small"
                onClick={() => void navigate(`${GROUP_CHANGE_PATH}?id=${row.id}`)}
                data-testid={`group-edit-${row.id}`}
              >
                {t('sysCompanyGroups:edit')}
              </Button>
            )}
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(`${GROUP_SET_PATH}?id=${row.id}`)}
              data-testid={`group-set-${row.id}`}
            >
              {t('sysCompanyGroups:group.set')}
            </Button>
            {canEdit && (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => void ask(t('sysCompanyGroups:group.confirmDelete', { name: row.name }), () => removeGroup(row.id), true)}
                data-testid={`group-delete-${row.id}`}
              >
                {t('sysCompanyGroups:delete')}
              </Button>
            )}
          </Space>
        ),
      },
    ],
    [t, canEdit, navigate, ask, changeStatus, removeGroup],
  );
  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'name', type: 'input', title: t('sysCompanyGroups:group.name') },
      { key: 'code', type: 'input', title: t('sysCompanyGroups:group.code') },
      {
        key: 'enabled',
        type: 'select',
        title: t('sysCompanyGroups:group.enabled'),
        options: [
          { value: 1, label: t('sysCompanyGroups:enabled') },
          { value: 0, label: t('sysCompanyGroups:disabled') },
        ],
      },
    ],
    [t],
  );
  const search = (values: Record<string, unknown>) =>
    list.runSearch({
      ...values,
      enabled: values['enabled'] === undefined || values['enabled'] === null ? undefined : values['enabled'] === 1,
    });

  return (
    <Card title={t('sysCompanyGroups:group.title')} data-testid="company-group-list-page">
      <Flex vertical gap={12}>
        <SearchForm items={searchItems} loading={list.isFetching} onSearch={search} onReset={search} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('sysCompanyGroups:total', { n: list.total })}</Typography.Text>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(GROUP_CHANGE_PATH)} data-testid="group-add">
              {t('sysCompanyGroups:group.add')}
            </Button>
          )}
        </Flex>
        <PagedTable<CompanyGroupRow> list={list} columns={columns} rowKey="id" testId="company-group-table" />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
    </Card>
  );
}

export function CompanyGroupListPage() {
  return (
    <App component={false}>
      <CompanyGroupList />
    </App>
  );
}
