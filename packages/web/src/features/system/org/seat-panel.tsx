// The seats (people) of the selected department — with its sub-departments unless unticked — or of the
// whole company: searched, paged, with 调整部门/岗位, 分配角色 and 移出 (confirmed; never the administrator)
// and 添加人员 for the edit grant.
import { useState } from 'react';
import { Alert, App, Button, Checkbox, Flex, Input, Space, Tag, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrgTreeNode, PositionPageBody, PositionRow } from '@medportal/contracts/system/org.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { Permission } from '../../../kit/permission/permission';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { defaultPageSizeOf, PaginationFooter } from '../../../kit/table/pagination-footer';
import { deletePositionUser, ORG_KEY, orgPositions, type CompanyScope } from './org-api';
import { RoleDialog, SeatDialog } from './seat-dialogs';
import { ORG_EDIT } from './org-tree-panel';

export const SEAT_TABLE_NO = 'sysOrgPositionList';

type Props = { orgId: number | undefined; tree: OrgTreeNode[]; scope: CompanyScope; companyId: number };

export function SeatPanel({ orgId, tree, scope, companyId }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [includeChildren, setIncludeChildren] = useState(true);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => defaultPageSizeOf());
  const [moving, setMoving] = useState<PositionRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [granting, setGranting] = useState<PositionRow | null>(null);

  const body = {
    ...scope,
    ...(orgId !== undefined ? { orgId, includeChildren } : {}),
    ...(keyword ? { keyword } : {}),
    page,
    pageSize: pageSize as NonNullable<PositionPageBody['pageSize']>,
  };
  const list = useQuery({
    queryKey: [...ORG_KEY, 'positions', companyId, body],
    queryFn: () => orgPositions(body),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (positionId: number) => deletePositionUser({ ...scope, positionId }),
    onSuccess: () => {
      void message.success(t('sysOrg:seats.removed'));
      void client.invalidateQueries({ queryKey: ORG_KEY });
    },
  });
  const askRemove = (row: PositionRow) =>
    confirm({ size: 'delete', content: t('sysOrg:seats.removeConfirm', { name: row.realName || row.userName }) })
      .then(() => remove.mutate(row.positionId))
      .catch(() => undefined);

  const columns: TableColumn<PositionRow>[] = [
    { type: 'index', width: 60 },
    {
      prop: 'realName',
      labelKey: 'sysOrg:seats.columns.realName',
      width: 140,
      render: (_v, row) => (
        <Space size={4}>
          {row.realName || row.userName}
          {row.isAdmin && <Tag color="gold">{t('sysOrg:seats.admin')}</Tag>}
        </Space>
      ),
    },
    { prop: 'userName', labelKey: 'sysOrg:seats.columns.userName', width: 130 },
    // phone, job title and status start hidden (the column setting shows them): the panel is narrow
    { prop: 'phone', labelKey: 'sysOrg:seats.columns.phone', width: 130, show: false },
    {
      prop: 'orgName',
      labelKey: 'sysOrg:seats.columns.orgName',
      width: 140,
      render: (_v, row) => row.orgName ?? <Typography.Text type="secondary">{t('sysOrg:seats.noDept')}</Typography.Text>,
    },
    { prop: 'dutyName', labelKey: 'sysOrg:seats.columns.dutyName', width: 120 },
    { prop: 'positionName', labelKey: 'sysOrg:seats.columns.positionName', width: 130, show: false },
    {
      prop: 'roles',
      labelKey: 'sysOrg:seats.columns.roles',
      width: 180,
      render: (_v, row) => (
        <Space size={[4, 4]} wrap>
          {row.roles.map((r) => (
            <Tag key={r.roleId}>{r.roleName}</Tag>
          ))}
        </Space>
      ),
    },
    {
      prop: 'status',
      labelKey: 'sysOrg:seats.columns.status',
      width: 90,
      show: false,
      render: (_v, row) =>
        row.status === 'enabled' ? <Tag color="green">{t('sysOrg:seats.enabled')}</Tag> : <Tag>{t('sysOrg:seats.disabled')}</Tag>,
    },
    {
      prop: 'actions',
      labelKey: 'sysOrg:seats.columns.actions',
      width: 260,
      fixed: 'right',
      render: (_v, row) => (
        <Permission code={ORG_EDIT}>
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setMoving(row)} data-testid={`seat-move-${row.positionId}`}>
              {t('sysOrg:seats.move')}
            </Button>
            <Button type="link" size="small" onClick={() => setGranting(row)} data-testid={`seat-roles-${row.positionId}`}>
              {t('sysOrg:seats.roles')}
            </Button>
            {!row.isAdmin && (
              <Button type="link" size="small" danger onClick={() => void askRemove(row)} data-testid={`seat-remove-${row.positionId}`}>
                {t('sysOrg:seats.remove')}
              </Button>
            )}
          </Space>
        </Permission>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} data-testid="seat-panel">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('sysOrg:seats.keyword')}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
            style={{ width: 280 }}
            data-testid="seat-keyword"
          />
          {orgId !== undefined && (
            <Checkbox
              checked={includeChildren}
              onChange={(e) => {
                setIncludeChildren(e.target.checked);
                setPage(1);
              }}
              data-testid="seat-include-children"
            >
              {t('sysOrg:seats.includeChildren')}
            </Checkbox>
          )}
        </Space>
        <Permission code={ORG_EDIT}>
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAdding(true)} data-testid="seat-add">
            {t('sysOrg:seats.add')}
          </Button>
        </Permission>
      </Flex>
      {list.error && !list.isFetching ? (
        <Alert
          type="error"
          showIcon
          title={t('sysOrg:seats.loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('sysOrg:seats.retry')}
            </Button>
          }
        />
      ) : (
        <DataTable<PositionRow>
          columns={columns}
          data={list.data?.content ?? []}
          rowKey="positionId"
          loading={list.isFetching}
          headerSetting
          tableNo={SEAT_TABLE_NO}
          apiPath={STAFF_API.organizationPositions}
          indexOffset={(page - 1) * pageSize}
          emptyText={list.isPending ? ' ' : <EmptyMask searched={Boolean(keyword)} />}
          testId="seat-table"
        />
      )}
      <PaginationFooter
        total={list.data?.totalElements ?? 0}
        page={page}
        pageSize={pageSize}
        onChange={(p, s) => {
          setPage(p);
          setPageSize(s);
        }}
      />
      <SeatDialog
        open={adding || moving !== null}
        seat={moving}
        defaultOrgId={orgId}
        tree={tree}
        scope={scope}
        companyId={companyId}
        onClose={() => {
          setAdding(false);
          setMoving(null);
        }}
      />
      <RoleDialog seat={granting} scope={scope} companyId={companyId} onClose={() => setGranting(null)} />
    </Flex>
  );
}
