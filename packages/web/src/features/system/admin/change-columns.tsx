// The columns of an administrator-change request, shared by the company's list and the platform's review.
import type { AdminChange } from '@medportal/contracts/system/admin.contract';
import type { TableColumn } from '../../../kit/table/columns';
import { showInstant } from '../../../lib/time';
import { ChangeStatusTag, orDash } from './admin-parts';

export const personOf = (userName: string, realName: string) => (realName ? `${realName}（${userName}）` : userName);

export function changeColumns(withCompany: boolean): TableColumn<AdminChange>[] {
  return [
    { type: 'index' },
    ...(withCompany
      ? [{ prop: 'companyName', labelKey: 'sysAdmin:change.col.company', width: 220, ellipsis: true } as TableColumn<AdminChange>]
      : []),
    { prop: 'fromUserName', labelKey: 'sysAdmin:change.col.from', width: 160, render: (_v, r) => personOf(r.fromUserName, r.fromRealName) },
    { prop: 'toUserName', labelKey: 'sysAdmin:change.col.to', width: 160, render: (_v, r) => personOf(r.toUserName, r.toRealName) },
    { prop: 'reason', labelKey: 'sysAdmin:change.col.reason', width: 200, ellipsis: true },
    { prop: 'status', labelKey: 'sysAdmin:status.label', width: 90, render: (_v, r) => <ChangeStatusTag status={r.status} /> },
    { prop: 'requestedByName', labelKey: 'sysAdmin:change.col.requestedBy', width: 110 },
    { prop: 'createTime', labelKey: 'sysAdmin:change.col.createTime', width: 170, render: (_v, r) => showInstant(r.createTime) },
    { prop: 'decidedByName', labelKey: 'sysAdmin:change.col.decidedBy', width: 110, render: (_v, r) => orDash(r.decidedByName) },
    { prop: 'decideTime', labelKey: 'sysAdmin:change.col.decideTime', width: 170, render: (_v, r) => orDash(showInstant(r.decideTime)) },
    {
      prop: 'rejectReason',
      labelKey: 'sysAdmin:change.col.rejectReason',
      width: 160,
      ellipsis: true,
      render: (_v, r) => orDash(r.rejectReason),
    },
  ];
}
