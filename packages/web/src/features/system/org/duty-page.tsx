// /systemSetup/dutyManage 岗位管理: the posts of the managed company (the platform picks it), searched by
// name and paged, with how many people hold each; 新增岗位 / 编辑 in the kit's drawer form and 删除 after a
// confirm (the server refuses a post people still hold and says how many).
import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { DutyPageBody, DutyRow } from '@medportal/contracts/system/org.contract';
import { DUTY_NAME_MAX } from '@medportal/contracts/system/org-rules';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { DrawerForm } from '../../../kit/form/drawer-form';
import type { DrawerFieldType, FormFieldDef, FormRules, FormValues } from '../../../kit/form/form-field-types';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { Permission } from '../../../kit/permission/permission';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { defaultPageSizeOf, PaginationFooter } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { deleteDuty, DUTY_KEY, dutyPage, ORG_KEY, saveDuty, updateDuty } from './org-api';
import { CompanyPicker, useManagedCompany } from './org-company';

export const DUTY_EDIT = 'sys.duty.update';
export const DUTY_TABLE_NO = 'sysDutyList';

function DutyScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const company = useManagedCompany();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => defaultPageSizeOf());
  const [editing, setEditing] = useState<DutyRow | null>(null);
  const [adding, setAdding] = useState(false);

  const body = { ...company.scope, ...(name ? { name } : {}), page, pageSize: pageSize as NonNullable<DutyPageBody['pageSize']> };
  const list = useQuery({
    queryKey: [...DUTY_KEY, company.companyId, body],
    queryFn: () => dutyPage(body),
    placeholderData: keepPreviousData,
    enabled: company.companyId > 0,
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: DUTY_KEY });
    // the organisation screen's post picker
    void client.invalidateQueries({ queryKey: ORG_KEY });
  };
  const save = useMutation({
    mutationFn: (v: FormValues) => {
      const dutyName = String(v['name'] ?? '').trim();
      return editing ? updateDuty({ ...company.scope, id: editing.id, name: dutyName }) : saveDuty({ ...company.scope, name: dutyName });
    },
    onSuccess: () => {
      void message.success(t('sysOrg:duty.saved'));
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteDuty({ ...company.scope, id }),
    onSuccess: () => {
      void message.success(t('sysOrg:duty.deleted'));
      refresh();
    },
  });

  const searchItems = useMemo<SearchItem[]>(
    () => [{ key: 'name', type: 'input', title: t('sysOrg:duty.name'), placeholder: t('sysOrg:duty.namePlaceholder') }],
    [t],
  );
  const fields = useMemo<FormFieldDef<DrawerFieldType>[]>(
    () => [
      {
        field: 'name',
        type: 'input',
        label: t('sysOrg:duty.name'),
        placeholder: t('sysOrg:duty.namePlaceholder'),
        maxlength: DUTY_NAME_MAX,
        valueDefault: '',
      },
    ],
    [t],
  );
  const rules = useMemo<FormRules>(
    () => ({
      name: [
        { required: true, whitespace: true, message: t('sysOrg:duty.nameRequired') },
        { max: DUTY_NAME_MAX, message: t('sysOrg:duty.nameMax') },
      ],
    }),
    [t],
  );
  const columns: TableColumn<DutyRow>[] = [
    { type: 'index', width: 60 },
    { prop: 'name', labelKey: 'sysOrg:duty.name', width: 220 },
    { prop: 'positionCount', labelKey: 'sysOrg:duty.positionCount', width: 120 },
    { prop: 'createdAt', labelKey: 'sysOrg:duty.createdAt', width: 180, render: (_v, row) => showInstant(row.createdAt) },
    {
      prop: 'actions',
      labelKey: 'sysOrg:duty.actions',
      width: 160,
      fixed: 'right',
      render: (_v, row) => (
        <Permission code={DUTY_EDIT}>
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(row)} data-testid={`duty-edit-${row.id}`}>
              {t('sysOrg:duty.edit')}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                void confirm({ size: 'delete', content: t('sysOrg:duty.deleteConfirm', { name: row.name }) })
                  .then(() => remove.mutate(row.id))
                  .catch(() => undefined)
              }
              data-testid={`duty-delete-${row.id}`}
            >
              {t('sysOrg:duty.delete')}
            </Button>
          </Space>
        </Permission>
      ),
    },
  ];

  return (
    <Card
      title={t('sysOrg:title.duty')}
      data-testid="duty-page"
      extra={
        company.isPlatform && (
          <CompanyPicker
            value={company.companyId}
            onChange={(id) => {
              setPage(1);
              company.choose(id);
            }}
          />
        )
      }
    >
      <Flex vertical gap={12}>
        <SearchForm
          items={searchItems}
          loading={list.isFetching}
          onSearch={(v: SearchValues) => {
            setName(typeof v['name'] === 'string' ? v['name'].trim() : '');
            setPage(1);
          }}
          onReset={() => {
            setName('');
            setPage(1);
          }}
        />
        <Flex justify="flex-end">
          <Permission code={DUTY_EDIT}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="duty-add">
              {t('sysOrg:duty.add')}
            </Button>
          </Permission>
        </Flex>
        {list.error && !list.isFetching ? (
          <Alert
            type="error"
            showIcon
            title={t('sysOrg:duty.loadFailed')}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                {t('sysOrg:duty.retry')}
              </Button>
            }
          />
        ) : (
          <DataTable<DutyRow>
            columns={columns}
            data={list.data?.content ?? []}
            rowKey="id"
            loading={list.isFetching}
            headerSetting
            tableNo={DUTY_TABLE_NO}
            apiPath={STAFF_API.dutyPageList}
            indexOffset={(page - 1) * pageSize}
            emptyText={list.isPending ? ' ' : <EmptyMask searched={Boolean(name)} />}
            testId="duty-table"
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
      </Flex>
      <DrawerForm
        open={adding || editing !== null}
        title={t(editing ? 'sysOrg:duty.editTitle' : 'sysOrg:duty.addTitle')}
        mode={editing ? 'edit' : 'add'}
        fields={fields}
        values={editing ? { name: editing.name } : undefined}
        rules={rules}
        onConfirm={(v) => save.mutateAsync(v)}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
    </Card>
  );
}

export function DutyPage() {
  return (
    <App component={false}>
      <DutyScreen />
    </App>
  );
}
