// The order list's columns: their props are the fields registered for table 'orderList' (seed), so
// the column setting and the field permissions of that table apply to them.
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { OrderItem, OrderParty } from '@medportal/contracts/mall/orders.contract';
import { usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { formatFen } from '../shared/money';
import { orderDetailPath } from '../shared/order-paths';
import { OrderStatusTag } from '../shared/order-status-tag';
import { OrderTypeName } from '../shared/order-type-name';

export const ORDER_TABLE_NO = 'orderList';

const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));

export function useOrderColumns(role: OrderParty): TableColumn<OrderItem>[] {
  const mayDelete = usePermission('od.list.delete');
  return useMemo(() => {
    const columns: TableColumn<OrderItem>[] = [
      { type: 'index' },
      {
        prop: 'orderCode',
        labelKey: 'order:list.columns.orderCode',
        width: 190,
        render: (v, row) => <Link to={orderDetailPath(row.id)}>{String(v)}</Link>,
      },
      {
        prop: 'orderTypeName',
        labelKey: 'order:list.columns.orderTypeName',
        width: 100,
        render: (_v, row) => <OrderTypeName type={row.orderType} />,
      },
      { prop: 'status', labelKey: 'order:list.columns.status', width: 120, render: (_v, row) => <OrderStatusTag status={row.status} /> },
      { prop: 'buyerName', labelKey: 'order:list.columns.buyerName', width: 200, ellipsis: true },
      { prop: 'supplierName', labelKey: 'order:list.columns.supplierName', width: 200, ellipsis: true },
      { prop: 'contractName', labelKey: 'order:list.columns.contractName', width: 200, ellipsis: true, render: dash },
      { prop: 'totalFen', labelKey: 'order:list.columns.totalFen', width: 140, allowSort: true, render: (v) => formatFen(Number(v)) },
      { prop: 'paidFen', labelKey: 'order:list.columns.paidFen', width: 140, render: (v) => formatFen(Number(v)) },
      { prop: 'lineCount', labelKey: 'order:list.columns.lineCount', width: 90 },
      { prop: 'carryWayName', labelKey: 'order:list.columns.carryWayName', width: 110, render: dash },
      { prop: 'receiver', labelKey: 'order:list.columns.receiver', width: 100, render: dash },
      { prop: 'createdAt', labelKey: 'order:list.columns.createdAt', width: 170, allowSort: true },
      { prop: 'submittedAt', labelKey: 'order:list.columns.submittedAt', width: 170, render: dash },
    ];
    // drafts are the buyer's own: only that side selects rows, and only to delete drafts
    return role === 'buyer' && mayDelete ? [{ type: 'selection', width: 48 }, ...columns] : columns;
  }, [role, mayDelete]);
}
