// RemoteSelect over merchantUser/pageList (value and object types) and the virtual Transfer over the
// company's users, loading the next page when the source list is scrolled to its end.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import { RemoteSelect } from '../../kit/select/remote-select';
import type { RemoteSelectConfig } from '../../kit/select/remote-options';
import { VirtualTransfer, type TransferItem } from '../../kit/select/virtual-transfer';
import { fetchUserPage, USER_PAGE_URL } from './widgets-api';

const SELECT_PAGE_SIZE = 50;
// small pages, so scrolling the source list to its end visibly loads the next one
const TRANSFER_PAGE_SIZE = 20;

const BY_NAME: RemoteSelectConfig = {
  url: USER_PAGE_URL,
  method: 'POST',
  params: { page: 1, pageSize: SELECT_PAGE_SIZE },
  searchKey: 'realName',
  labelKey: 'realName',
  valueKey: 'id',
};
const AS_OBJECT: RemoteSelectConfig = { ...BY_NAME, searchKey: 'userName', labelKey: 'userName', type: 'object' };

export function SelectCard() {
  const { t } = useTranslation();
  const [byName, setByName] = useState<unknown>();
  const [asObject, setAsObject] = useState<unknown>();
  const row = asObject as MerchantUserRow | undefined;
  return (
    <Card title={t('demoWidgets:select.title')} data-testid="demo-remote-select">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Flex vertical gap="small">
            <Typography.Text strong id="demo-select-name">
              {t('demoWidgets:select.byName')}
            </Typography.Text>
            <RemoteSelect
              config={BY_NAME}
              value={byName}
              onChange={setByName}
              allowClear
              aria-labelledby="demo-select-name"
              data-testid="remote-select-name"
              style={{ width: '100%' }}
            />
            <Typography.Text type="secondary" data-testid="remote-select-name-value">
              {t('demoWidgets:select.value', { value: byName === undefined ? t('demoWidgets:select.none') : String(byName) })}
            </Typography.Text>
          </Flex>
        </Col>
        <Col xs={24} md={12}>
          <Flex vertical gap="small">
            <Typography.Text strong id="demo-select-object">
              {t('demoWidgets:select.asObject')}
            </Typography.Text>
            <RemoteSelect
              config={AS_OBJECT}
              value={asObject}
              onChange={setAsObject}
              allowClear
              aria-labelledby="demo-select-object"
              data-testid="remote-select-object"
              style={{ width: '100%' }}
            />
            <Typography.Text type="secondary" data-testid="remote-select-object-value">
              {row
                ? t('demoWidgets:select.objectValue', { id: row.id, name: row.realName ?? row.userName ?? '' })
                : t('demoWidgets:select.value', { value: t('demoWidgets:select.none') })}
            </Typography.Text>
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}

const toItem = (row: MerchantUserRow): TransferItem => ({
  key: String(row.id),
  title: row.realName && row.userName ? `${row.realName}（${row.userName}）` : (row.realName ?? row.userName ?? String(row.id)),
});

export function TransferCard() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string[]>([]);
  const users = useInfiniteQuery({
    queryKey: ['demoWidgets', 'transferUsers'],
    queryFn: ({ pageParam }) => fetchUserPage({ page: pageParam, pageSize: TRANSFER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * TRANSFER_PAGE_SIZE < last.totalElements ? pages.length + 1 : undefined),
  });
  const items = useMemo(() => (users.data?.pages ?? []).flatMap((p) => p.content).map(toItem), [users.data]);
  const total = users.data?.pages[0]?.totalElements ?? 0;
  // stable across renders, so the transfer's scroll throttle is not rebuilt on every answer
  const latest = useRef(users);
  latest.current = users;
  const loadMore = useCallback(() => {
    const current = latest.current;
    if (current.hasNextPage && !current.isFetchingNextPage) void current.fetchNextPage();
  }, []);
  return (
    <Card
      title={t('demoWidgets:transfer.title')}
      data-testid="demo-transfer"
      extra={
        <Typography.Text type="secondary" data-testid="transfer-counts">
          {t('demoWidgets:transfer.counts', { loaded: items.length, total, selected: target.length })}
        </Typography.Text>
      }
    >
      {users.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('demoWidgets:loadFailed')}
          action={
            <Button size="small" onClick={() => void users.refetch()}>
              {t('demoWidgets:retry')}
            </Button>
          }
        />
      ) : (
        <VirtualTransfer
          dataSource={items}
          targetKeys={target}
          onChange={setTarget}
          onReachEnd={loadMore}
          loadingMore={users.isPending || users.isFetchingNextPage}
        />
      )}
    </Card>
  );
}
