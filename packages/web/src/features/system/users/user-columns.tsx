// The user list's columns (table 'userManagementList': column setting and field permissions apply) and
// the row actions, each behind its button code.
import { useMemo } from 'react';
import { Button, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import { Permission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { showInstant } from '../../../lib/time';
import { isProtectedRow, USER_STATUS_ENABLED } from './user-rules';

export type RowActions = {
  open: (row: MerchantUserRow) => void;
  edit: (row: MerchantUserRow) => void;
  toggle: (row: MerchantUserRow, enabled: boolean) => void;
  lock: (row: MerchantUserRow) => void;
  unlock: (row: MerchantUserRow) => void;
  reset: (row: MerchantUserRow) => void;
  remove: (row: MerchantUserRow) => void;
  busyId: number | null;
};

const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));

export function useUserColumns(actions: RowActions, viewerId: number | undefined): TableColumn<MerchantUserRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { type: 'index' },
      {
        prop: 'userName',
        labelKey: 'sysUsers:fields.userName',
        width: 140,
        allowSort: true,
        render: (v, row) => (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => actions.open(row)}>
            {String(v)}
          </Button>
        ),
      },
      {
        prop: 'realName',
        labelKey: 'sysUsers:fields.realName',
        width: 120,
        allowSort: true,
        render: (v, row) => (
          <Space size={4}>
            {dash(v)}
            {row.isAdmin && <Tag color="gold">{t('sysUsers:admin')}</Tag>}
          </Space>
        ),
      },
      { prop: 'phone', labelKey: 'sysUsers:fields.phone', width: 130, render: dash },
      { prop: 'email', labelKey: 'sysUsers:fields.email', width: 180, ellipsis: true, render: dash },
      { prop: 'deptName', labelKey: 'sysUsers:fields.department', width: 130, render: dash },
      { prop: 'dutyName', labelKey: 'sysUsers:fields.duty', width: 120, render: dash },
      { prop: 'roleNames', labelKey: 'sysUsers:fields.roles', width: 160, ellipsis: true, render: dash },
      {
        prop: 'status',
        labelKey: 'sysUsers:fields.status',
        width: 150,
        render: (v, row) => (
          <Space size={4}>
            <Permission
              code="sys.user.status"
              fallback={
                <Tag color={v === USER_STATUS_ENABLED ? 'green' : 'default'}>
                  {t(v === USER_STATUS_ENABLED ? 'sysUsers:status.enabled' : 'sysUsers:status.disabled')}
                </Tag>
              }
            >
              <Switch
                size="small"
                checked={v === USER_STATUS_ENABLED}
                checkedChildren={t('sysUsers:status.enabled')}
                unCheckedChildren={t('sysUsers:status.disabled')}
                disabled={v === USER_STATUS_ENABLED && isProtectedRow(row, viewerId)}
                loading={actions.busyId === row.id}
                onChange={(checked) => actions.toggle(row, checked)}
                data-testid={`user-status-${row.id}`}
              />
            </Permission>
            {row.locked && <Tag color="red">{t('sysUsers:status.locked')}</Tag>}
          </Space>
        ),
      },
      { prop: 'createTime', labelKey: 'sysUsers:fields.createTime', width: 170, allowSort: true, render: (v) => showInstant(v as string) },
      {
        prop: 'lastLoginTime',
        labelKey: 'sysUsers:fields.lastLoginTime',
        width: 170,
        allowSort: true,
        render: (v) => dash(showInstant(v as string)),
      },
      {
        prop: 'actions',
        labelKey: 'sysUsers:actions.title',
        width: 260,
        fixed: 'right',
        render: (_v, row) => {
          const protectedRow = isProtectedRow(row, viewerId);
          return (
            <Space size={0} wrap>
              <Permission code="sys.user.edit">
                <Button type="link" size="small" onClick={() => actions.edit(row)}>
                  {t('sysUsers:actions.edit')}
                </Button>
              </Permission>
              {row.locked ? (
                <Permission code="sys.user.unlock">
                  <Button type="link" size="small" onClick={() => actions.unlock(row)}>
                    {t('sysUsers:actions.unlock')}
                  </Button>
                </Permission>
              ) : (
                !protectedRow && (
                  <Permission code="sys.user.lock">
                    <Button type="link" size="small" onClick={() => actions.lock(row)}>
                      {t('sysUsers:actions.lock')}
                    </Button>
                  </Permission>
                )
              )}
              {row.id !== viewerId && (
                <Permission code="sys.user.resetPwd">
                  <Button type="link" size="small" onClick={() => actions.reset(row)} data-testid={`user-reset-${row.id}`}>
                    {t('sysUsers:actions.reset')}
                  </Button>
                </Permission>
              )}
              {!protectedRow && (
                <Permission code="sys.user.delete">
                  <Button type="link" size="small" danger onClick={() => actions.remove(row)} data-testid={`user-delete-${row.id}`}>
                    {t('sysUsers:actions.delete')}
                  </Button>
                </Permission>
              )}
            </Space>
          );
        },
      },
    ],
    [actions, viewerId, t],
  );
}
