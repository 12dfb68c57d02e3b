// /channelManagement/qualification 首营资质交换: the exchanges of the session's company as the buyer
// (采购方: what it asked for or was offered) and as the supplier (供应方: what it was asked for or
// offered), searched by status, scope, counterparty and number, and its pairs with their latest state.
// Buttons by permission: 新增首营 (addNew / createBtnPart), 主动提供资质 for a supplier company
// (exchangeBtnPart), per row 资质交换 (supplier, requested), 撤回 (initiator, requested), 审核 (buyer,
// reviewing), 下载首营资料 (approved) and 详情 (a drawer with the set, the steps and the pair's history).
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Tabs } from 'antd';
import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_SCOPES, EXCHANGE_STATUSES, type ExchangeSide } from '@medportal/contracts/channel/exchange-rules';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem } from '../../../kit/form/search-types';
import { Permission, usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery } from '../../../kit/table/use-list-query';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import { EXCHANGE_LIST_URL, cancelExchange, downloadDataPack, type ExchangeRow } from './exchanges-api';
import { ExchangeDetailDrawer } from './exchange-detail-drawer';
import { ReviewDialog, SendDialog, StartDialog, useRefreshExchanges, type FixedParty, type StartMode } from './exchange-dialogs';
import { ExchangePairs } from './exchange-pairs';
import { BUTTONS, ScopeLabel, StatusTag } from './exchange-parts';

const TABLE_NO = 'cmQualificationExchangeList';
/** company types that supply (and so may send or offer a set) */
const SUPPLIER_TYPES: readonly string[] = ['FC', 'AG'];
type TabKey = ExchangeSide | 'pairs';

function useSearchItems(): SearchItem[] {
  const { t } = useTranslation();
  return useMemo<SearchItem[]>(
    () => [
      { key: 'exchangeNo', type: 'input', title: t('cmExchanges:field.exchangeNo'), placeholder: t('cmExchanges:search.exchangeNo') },
      {
        key: 'counterpartyName',
        type: 'input',
        title: t('cmExchanges:field.counterparty'),
        placeholder: t('cmExchanges:search.counterparty'),
      },
      {
        key: 'status',
        type: 'select',
        title: t('cmExchanges:field.status'),
        placeholder: t('cmExchanges:search.all'),
        attr: { allowClear: true },
        options: EXCHANGE_STATUSES.map((s) => ({ value: s, label: t(`cmExchanges:status.${s}`) })),
      },
      {
        key: 'scope',
        type: 'select',
        title: t('cmExchanges:field.scope'),
        placeholder: t('cmExchanges:search.all'),
        attr: { allowClear: true },
        options: EXCHANGE_SCOPES.map((s) => ({ value: s, label: t(`cmExchanges:scope.${s}`) })),
      },
    ],
    [t],
  );
}

type Dialogs =
  { kind: 'start'; mode: StartMode; fixed?: FixedParty } | { kind: 'send'; row: ExchangeRow } | { kind: 'review'; row: ExchangeRow } | null;

function ExchangeTable({ side, onOpen, onDialog }: { side: ExchangeSide; onOpen: (id: number) => void; onDialog: (d: Dialogs) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const refresh = useRefreshExchanges();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const searchItems = useSearchItems();
  const list = useListQuery<ExchangeRow>({ url: EXCHANGE_LIST_URL, pageKey: 'pageNum', initialSearch: { side }, scope: [companyId] });
  const cancel = useMutation({
    mutationFn: (row: ExchangeRow) => cancelExchange(row.id),
    onSuccess: async () => {
      message.success(t('cmExchanges:cancel.done'));
      await refresh();
    },
  });
  const onCancel = (row: ExchangeRow) =>
    confirm({ title: t('cmExchanges:cancel.title'), content: t('cmExchanges:cancel.content', { no: row.exchangeNo }), danger: true })
      .then(() => cancel.mutate(row))
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });
  const onDownload = (row: ExchangeRow) => void downloadDataPack(row.id, t('cmExchanges:dataPack.fileName', { no: row.exchangeNo }));

  const columns: TableColumn<ExchangeRow>[] = [
    { type: 'index' },
    {
      prop: 'exchangeNo',
      labelKey: 'cmExchanges:field.exchangeNo',
      width: 190,
      render: (_v, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(r.id)} data-testid={`exchange-${r.id}`}>
          {r.exchangeNo}
        </Button>
      ),
    },
    {
      prop: side === 'buyer' ? 'supplierName' : 'buyerName',
      labelKey: side === 'buyer' ? 'cmExchanges:field.supplier' : 'cmExchanges:field.buyer',
      width: 240,
      ellipsis: true,
    },
    { prop: 'scope', labelKey: 'cmExchanges:field.scope', width: 100, render: (_v, r) => <ScopeLabel scope={r.scope} /> },
    { prop: 'productName', labelKey: 'cmExchanges:field.product', width: 180, ellipsis: true, render: (_v, r) => r.productName ?? '-' },
    {
      prop: 'initiator',
      labelKey: 'cmExchanges:field.initiator',
      width: 100,
      render: (_v, r) => t(`cmExchanges:side.${r.initiator}`),
    },
    {
      prop: 'status',
      labelKey: 'cmExchanges:field.status',
      width: 100,
      render: (_v, r) => <StatusTag status={r.status} testId={`status-${r.id}`} />,
    },
    { prop: 'createdAt', labelKey: 'cmExchanges:field.createdAt', width: 170, render: (_v, r) => showInstant(r.createdAt) },
    { prop: 'sentAt', labelKey: 'cmExchanges:field.sentAt', width: 170, render: (_v, r) => (r.sentAt ? showInstant(r.sentAt) : '-') },
    {
      prop: 'decidedAt',
      labelKey: 'cmExchanges:field.decidedAt',
      width: 170,
      render: (_v, r) => (r.decidedAt ? showInstant(r.decidedAt) : '-'),
    },
    {
      prop: 'id',
      labelKey: 'cmExchanges:field.actions',
      width: 240,
      fixed: 'right',
      render: (_v, r) => (
        <Flex gap={4} wrap>
          <Button type="link" size="small" onClick={() => onOpen(r.id)}>
            {t('cmExchanges:action.detail')}
          </Button>
          {r.side === 'supplier' && r.status === 'requested' && (
            <Permission code={BUTTONS.exchange}>
              <Button type="link" size="small" data-testid={`send-${r.id}`} onClick={() => onDialog({ kind: 'send', row: r })}>
                {t('cmExchanges:action.send')}
              </Button>
            </Permission>
          )}
          {r.side === r.initiator && r.status === 'requested' && (
            <Permission code={[BUTTONS.addNew, BUTTONS.create]}>
              <Button type="link" size="small" danger data-testid={`cancel-${r.id}`} onClick={() => void onCancel(r)}>
                {t('cmExchanges:action.cancel')}
              </Button>
            </Permission>
          )}
          {r.side === 'buyer' && r.status === 'reviewing' && (
            <Permission code={BUTTONS.exchange}>
              <Button type="link" size="small" data-testid={`review-${r.id}`} onClick={() => onDialog({ kind: 'review', row: r })}>
                {t('cmExchanges:action.review')}
              </Button>
            </Permission>
          )}
          {r.status === 'approved' && (
            <Button type="link" size="small" data-testid={`datapack-${r.id}`} onClick={() => onDownload(r)}>
              {t('cmExchanges:action.dataPack')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <SearchForm
        items={searchItems}
        onSearch={(v) => list.runSearch({ ...v, side }, true)}
        onReset={(v) => list.runSearch({ ...v, side }, true)}
        loading={list.isFetching}
      />
      <DataTable<ExchangeRow>
        columns={columns}
        data={list.rows}
        rowKey="id"
        loading={list.isFetching}
        headerSetting
        tableNo={`${TABLE_NO}-${side}`}
        apiPath={EXCHANGE_LIST_URL}
        indexOffset={(list.page - 1) * list.pageSize}
        testId={`exchange-table-${side}`}
      />
      <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
    </Flex>
  );
}

function ExchangeList() {
  const { t } = useTranslation();
  const companyType = useSessionStore((s) => s.session?.companyType ?? '');
  const supplies = SUPPLIER_TYPES.includes(companyType);
  const [tab, setTab] = useState<TabKey>(companyType === 'FC' ? 'supplier' : 'buyer');
  const [openId, setOpenId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const canOffer = usePermission(BUTTONS.exchange) && supplies;
  const close = () => setDialog(null);

  return (
    <Card
      title={t('cmExchanges:title.list')}
      data-testid="exchange-list-page"
      extra={
        <Flex gap={8}>
          {canOffer && (
            <Button icon={<SendOutlined />} onClick={() => setDialog({ kind: 'start', mode: 'offer' })} data-testid="exchange-offer">
              {t('cmExchanges:action.offer')}
            </Button>
          )}
          <Permission code={[BUTTONS.addNew, BUTTONS.create]}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'start', mode: 'request' })}
              data-testid="exchange-add"
            >
              {t('cmExchanges:action.addNew')}
            </Button>
          </Permission>
        </Flex>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as TabKey)}
        destroyOnHidden
        items={[
          {
            key: 'buyer',
            label: t('cmExchanges:tab.buyer'),
            children: <ExchangeTable side="buyer" onOpen={setOpenId} onDialog={setDialog} />,
          },
          ...(supplies
            ? [
                {
                  key: 'supplier',
                  label: t('cmExchanges:tab.supplier'),
                  children: <ExchangeTable side="supplier" onOpen={setOpenId} onDialog={setDialog} />,
                },
              ]
            : []),
          {
            key: 'pairs',
            label: t('cmExchanges:tab.pairs'),
            children: <ExchangePairs onOpen={setOpenId} onRequest={(fixed) => setDialog({ kind: 'start', mode: 'request', fixed })} />,
          },
        ]}
      />
      <ExchangeDetailDrawer id={openId} onClose={() => setOpenId(null)} onOpen={setOpenId} />
      {dialog?.kind === 'start' && <StartDialog mode={dialog.mode} fixed={dialog.fixed} onClose={close} />}
      {dialog?.kind === 'send' && <SendDialog row={dialog.row} onClose={close} />}
      {dialog?.kind === 'review' && <ReviewDialog row={dialog.row} onClose={close} />}
    </Card>
  );
}

export function ExchangeListPage() {
  return (
    <App component={false}>
      <ExchangeList />
    </App>
  );
}
