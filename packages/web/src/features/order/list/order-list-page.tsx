// /order/list 订单列表: the company's orders as buyer (我采购的) or supplier (我供应的) — only the sides
// its type takes — searched, sorted by date or amount, paged; drafts deleted in a batch and 新建订单 for a
// company that buys (not the platform operator); a row opens
// the order. The columns follow table 'orderList' (column setting and field permissions).
import { useState, type Key, type MouseEvent } from 'react';
import { Alert, App, Button, Card, Flex, Segmented, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderItem, OrderParty } from '@medportal/contracts/mall/orders.contract';
import { MALL_API } from '@medportal/contracts/common/api-paths';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import { Permission } from '../../../kit/permission/permission';
import { DataTable } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useSessionStore } from '../../../lib/session-store';
import { ORDER_EXPORT_URL } from '../api/orders-api';
import { partiesOf, placesOrders } from '../shared/order-dicts';
import { ORDER_CREATE_PATH, orderDetailPath } from '../shared/order-paths';
import { ORDER_TABLE_NO, useOrderColumns } from './order-columns';
import { useOrderSearchItems } from './order-search';
import { useDeleteDrafts } from './use-delete-drafts';
import { useOrderList } from './use-order-list';
import './order-list.css';

const LIST_API = MALL_API.orderDetailList;
// clicks on these act themselves and do not open the order
const OWN_CLICK = 'a, button, input, label, .ant-checkbox-wrapper, .ant-table-selection-column';

function OrderList({ parties, buys }: { parties: OrderParty[]; buys: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companyCode = useSessionStore((s) => s.session?.companyCode);
  const list = useOrderList(parties[0] ?? 'buyer');
  const [selected, setSelected] = useState<OrderItem[]>([]);
  const columns = useOrderColumns(list.role);
  const searchItems = useOrderSearchItems(list.role, companyCode);
  const drafts = useDeleteDrafts(() => setSelected([]));
  const searched = Object.values(list.search).some(
    (v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
  );

  const openRow = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest(OWN_CLICK)) return;
    const id = target.closest('tr[data-row-key]')?.getAttribute('data-row-key');
    if (id) void navigate(orderDetailPath(id));
  };

  return (
    <Card
      title={t('order:list.title')}
      data-testid="order-list-page"
      extra={
        parties.length > 1 && (
          <Segmented<OrderParty>
            value={list.role}
            options={parties.map((p) => ({ value: p, label: t(`order:party.${p}`) }))}
            onChange={(next) => {
              setSelected([]);
              list.changeRole(next);
            }}
            data-testid="order-role"
          />
        )
      }
    >
      <Flex vertical gap={12}>
        <SearchForm key={list.role} items={searchItems} loading={list.isFetching} onSearch={list.runSearch} onReset={list.runSearch} />
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Text type="secondary" data-testid="order-selected">
            {list.role === 'buyer' ? t('order:list.selected', { n: selected.length }) : t(`order:party.${list.role}`)}
          </Typography.Text>
          <Space>
            <Permission code="od.list.export">
              <ExportButton url={ORDER_EXPORT_URL} body={list.exportQuery} disabled={list.total === 0}>
                {t('order:list.export')}
              </ExportButton>
            </Permission>
            {list.role === 'buyer' && buys && (
              <>
                <Permission code="od.list.delete">
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    disabled={selected.length === 0}
                    loading={drafts.deleting}
                    onClick={() => void drafts.run(selected)}
                    data-testid="order-delete-drafts"
                  >
                    {t('order:list.deleteDrafts')}
                  </Button>
                </Permission>
                <Permission code="od.list.create">
                  <Button
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={() => void navigate(ORDER_CREATE_PATH)}
                    data-testid="order-create"
                  >
                    {t('order:list.create')}
                  </Button>
                </Permission>
              </>
            )}
          </Space>
        </Flex>
        {list.error && !list.isFetching ? (
          <Alert
            type="error"
            showIcon
            title={t('order:list.loadFailed')}
            data-testid="order-list-error"
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                {t('order:retry')}
              </Button>
            }
          />
        ) : (
          <div className="od-order-list" onClick={openRow}>
            <DataTable<OrderItem>
              columns={columns}
              data={list.rows}
              rowKey="id"
              loading={list.isFetching}
              headerSetting
              tableNo={ORDER_TABLE_NO}
              apiPath={LIST_API}
              limit={3}
              indexOffset={(list.page - 1) * list.pageSize}
              sort={list.sort}
              onSortChange={list.changeSort}
              selectedRowKeys={selected.map((r) => r.id as Key)}
              onSelectionChange={(_keys, rows) => setSelected(rows)}
              emptyText={list.isPending ? ' ' : <EmptyMask searched={searched} />}
              testId="order-table"
            />
          </div>
        )}
        <PaginationFooter
          total={list.total}
          page={list.page}
          pageSize={list.pageSize}
          onChange={(page, size) => {
            setSelected([]);
            list.changePage(page, size);
          }}
        />
      </Flex>
    </Card>
  );
}

export function OrderListPage() {
  const companyType = useSessionStore((s) => s.session?.companyType);
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <OrderList key={companyType} parties={partiesOf(companyType)} buys={placesOrders(companyType)} />
    </App>
  );
}
