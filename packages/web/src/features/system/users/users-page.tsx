// /systemSetup/userManagement 用户管理: a company's users (the platform picks the company) searched, sorted,
// paged and exported; create and edit in a drawer, enable/disable, lock/unlock, the administrator's
// password reset (the temporary password shown once), delete after a confirm, and the user drawer.
import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Select, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import type { SysUserDetail } from '@medportal/contracts/system/users.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchOption } from '../../../kit/form/search-types';
import { Permission } from '../../../kit/permission/permission';
import { DataTable } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useSessionStore } from '../../../lib/session-store';
import { useUserColumns, type RowActions } from './user-columns';
import { UserDetailDrawer } from './user-detail-drawer';
import { departmentTree, useFormOptions, UserFormDrawer, type UserFormValues } from './user-form-drawer';
import { isPlatformSession } from './user-rules';
import {
  deleteUser,
  fetchCompanies,
  fetchDetail,
  lockUser,
  resetPassword,
  saveUser,
  setStatus,
  unlockUser,
  updateUser,
  USER_EXPORT_URL,
  USER_LIST_URL,
  USER_TABLE_NO,
  USERS_KEY,
} from './users-api';
import { TempPasswordModal, type TempPassword } from './temp-password-modal';
import { useUserList } from './use-user-list';

export const UPLOAD_FILE_PATH = '/systemSetup/userManagement/uploadFile';
export const ADMIN_CHANGE_PATH = '/systemSetup/userManagement/admin-change';

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toCascader = (nodes: TreeOption[]): SearchOption[] =>
  nodes.map((n) => ({ value: n.value, label: n.title, ...(n.children.length ? { children: toCascader(n.children) } : {}) }));

function CompanyPicker({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const companies = useQuery({ queryKey: [...USERS_KEY, 'companies-all'], queryFn: () => fetchCompanies(''), staleTime: 300_000 });
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      style={{ width: 320 }}
      value={value}
      placeholder={t('sysUsers:company.placeholder')}
      aria-label={t('sysUsers:company.label')}
      loading={companies.isFetching}
      options={(companies.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
      onChange={(v: number | undefined) => onChange(v)}
      data-testid="user-company-picker"
    />
  );
}

function useSearchItems(companyId: number | undefined): SearchItem[] {
  const { t } = useTranslation();
  const options = useFormOptions(companyId);
  return useMemo(
    () => [
      { key: 'realName', type: 'input', title: t('sysUsers:fields.realName') },
      { key: 'userName', type: 'input', title: t('sysUsers:fields.userName') },
      { key: 'phone', type: 'input', title: t('sysUsers:fields.phone') },
      {
        key: 'departmentId',
        type: 'cascader',
        title: t('sysUsers:fields.department'),
        options: toCascader(departmentTree(options.data?.departments ?? [])),
        attr: { changeOnSelect: true },
        resultType: 'last',
      },
      {
        key: 'roleId',
        type: 'select',
        title: t('sysUsers:fields.roles'),
        options: (options.data?.roles ?? []).map((r) => ({ value: r.roleId, label: r.roleName })),
      },
      {
        key: 'status',
        type: 'select',
        title: t('sysUsers:fields.status'),
        options: [
          { value: '1', label: t('sysUsers:status.enabled') },
          { value: '0', label: t('sysUsers:status.disabled') },
          { value: '2', label: t('sysUsers:status.locked') },
        ],
      },
      { key: 'createTime', type: 'dateRange', title: t('sysUsers:fields.createTime') },
    ],
    [t, options.data],
  );
}

function Users() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useQueryClient();
  const session = useSessionStore((s) => s.session);
  const platform = isPlatformSession(session);
  const [companyId, setCompanyId] = useState<number | undefined>(undefined);
  const list = useUserList(companyId);
  const searchItems = useSearchItems(companyId);
  const [form, setForm] = useState<{ user: SysUserDetail | null } | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [temp, setTemp] = useState<TempPassword | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const company = companyId === undefined ? {} : { companyId };
  const refresh = () => client.invalidateQueries({ queryKey: USERS_KEY });

  const save = useMutation({
    mutationFn: async (values: UserFormValues) => {
      const seat = { ...company, departmentId: values.departmentId ?? null, dutyId: values.dutyId ?? null, roleIds: values.roleIds ?? [] };
      if (form?.user) {
        await updateUser({ ...seat, userId: form.user.userId, realName: values.realName.trim(), email: (values.email ?? '').trim() });
        return null;
      }
      const saved = await saveUser({
        ...seat,
        userName: (values.userName ?? '').trim(),
        realName: values.realName.trim(),
        phone: (values.phone ?? '').trim(),
        email: (values.email ?? '').trim(),
        ...(values.password ? { password: values.password } : {}),
      });
      return saved.tempPassword ? { userName: (values.userName ?? '').trim(), password: saved.tempPassword } : null;
    },
    onSuccess: async (shown) => {
      setForm(null);
      if (shown) setTemp(shown);
      await refresh();
      message.success(t('sysUsers:saved'));
    },
  });

  /** Runs one row action after its confirm (if any), with the row's spinner and a refresh. */
  const act = async (row: MerchantUserRow, run: () => Promise<unknown>, question?: string, danger = false) => {
    try {
      if (question) await confirm({ content: question, danger, ...(danger ? { size: 'delete' as const } : {}) });
    } catch (e) {
      if (isConfirmCancelled(e)) return;
      throw e;
    }
    setBusyId(row.id);
    try {
      await run();
    } catch {
      // the request layer has shown why
      return;
    } finally {
      setBusyId(null);
    }
    await refresh();
    message.success(t('sysUsers:done'));
  };
  const name = (row: MerchantUserRow) => row.realName || row.userName || String(row.id);
  const ref = (row: MerchantUserRow) => ({ ...company, userId: row.id });

  const actions: RowActions = {
    busyId,
    open: (row) => setDetailId(row.id),
    edit: (row) => {
      fetchDetail(ref(row))
        .then((user) => setForm({ user }))
        .catch(() => undefined);
    },
    toggle: (row, enabled) =>
      void act(
        row,
        () => setStatus({ ...ref(row), status: enabled ? '1' : '0' }),
        enabled ? undefined : t('sysUsers:confirm.disable', { name: name(row) }),
      ),
    lock: (row) => void act(row, () => lockUser(ref(row)), t('sysUsers:confirm.lock', { name: name(row) })),
    unlock: (row) => void act(row, () => unlockUser(ref(row)), t('sysUsers:confirm.unlock', { name: name(row) })),
    reset: (row) =>
      void act(
        row,
        async () => {
          const answer = await resetPassword(ref(row));
          setTemp({ userName: row.userName ?? name(row), password: answer.tempPassword });
        },
        t('sysUsers:confirm.reset', { name: name(row) }),
      ),
    remove: (row) => void act(row, () => deleteUser(ref(row)), t('sysUsers:confirm.delete', { name: name(row) }), true),
  };
  const columns = useUserColumns(actions, session?.userId);
  const searched = Object.keys(list.search).length > 0;

  return (
    <Card
      title={t('sysUsers:title')}
      data-testid="users-page"
      extra={
        platform && (
          <Space>
            <Typography.Text type="secondary">{t('sysUsers:company.label')}</Typography.Text>
            <CompanyPicker
              value={companyId}
              onChange={(id) => {
                setCompanyId(id);
                list.restart();
              }}
            />
          </Space>
        )
      }
    >
      <Flex vertical gap={12}>
        <SearchForm key={companyId ?? 0} items={searchItems} loading={list.isFetching} onSearch={list.runSearch} onReset={list.runSearch} />
        <Flex justify="flex-end" gap={8} wrap>
          {isBuiltScreen(ADMIN_CHANGE_PATH) && (
            <Permission code="sys.user.adminChange">
              <Button onClick={() => void navigate(ADMIN_CHANGE_PATH)}>{t('sysUsers:toolbar.adminChange')}</Button>
            </Permission>
          )}
          {isBuiltScreen(UPLOAD_FILE_PATH) && (
            <Permission code="sys.user.import">
              <Button onClick={() => void navigate(UPLOAD_FILE_PATH)}>{t('sysUsers:toolbar.import')}</Button>
            </Permission>
          )}
          <Permission code="sys.user.export">
            <ExportButton url={USER_EXPORT_URL} body={list.exportBody} disabled={list.total === 0}>
              {t('sysUsers:toolbar.export')}
            </ExportButton>
          </Permission>
          <Permission code="sys.user.add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ user: null })} data-testid="user-add">
              {t('sysUsers:toolbar.add')}
            </Button>
          </Permission>
        </Flex>
        {list.error && !list.isFetching ? (
          <Alert
            type="error"
            showIcon
            title={t('sysUsers:loadFailed')}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                {t('sysUsers:retry')}
              </Button>
            }
          />
        ) : (
          <DataTable<MerchantUserRow>
            columns={columns}
            data={list.rows}
            rowKey="id"
            loading={list.isFetching}
            headerSetting
            tableNo={USER_TABLE_NO}
            apiPath={USER_LIST_URL}
            limit={3}
            indexOffset={(list.page - 1) * list.pageSize}
            sort={list.sort}
            onSortChange={list.changeSort}
            emptyText={list.isPending ? ' ' : <EmptyMask searched={searched} />}
            testId="users-table"
          />
        )}
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
      <UserFormDrawer
        open={form !== null}
        companyId={companyId}
        user={form?.user ?? null}
        saving={save.isPending}
        onSubmit={(values) => save.mutate(values)}
        onClose={() => setForm(null)}
      />
      <UserDetailDrawer userId={detailId} companyId={companyId} viewerId={session?.userId} onClose={() => setDetailId(null)} />
      <TempPasswordModal value={temp} onClose={() => setTemp(null)} />
    </Card>
  );
}

// App.useApp() above (message, and the confirm's modal) needs an antd App around it: the page brings its own
export function UsersPage() {
  return (
    <App component={false}>
      <Users />
    </App>
  );
}
