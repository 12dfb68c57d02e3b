// 用章记录: the company's seal uses (one seal's, or every seal's), newest first, searched by document
// number and user, paged.
import { useState } from 'react';
import { Drawer, Flex, Input, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SealUseRow } from '@medportal/contracts/staff/seals.contract';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { sealUsePage } from './seals-api';

export type SealUsesState = { sealId?: number; title: string } | null;

export function SealUsesDrawer({ state, onClose }: { state: SealUsesState; onClose: () => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState({ documentNo: '', userName: '' });
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSizeOf() });
  const body = {
    sealId: state?.sealId,
    documentNo: filter.documentNo || undefined,
    userName: filter.userName || undefined,
    page: paging.page,
    pageSize: paging.pageSize,
  };
  const uses = useQuery({ queryKey: ['system', 'seals', 'uses', body], queryFn: () => sealUsePage(body), enabled: state !== null });
  const search = (key: 'documentNo' | 'userName', value: string) => {
    setFilter((f) => ({ ...f, [key]: value.trim() }));
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const docType = (v: string) => (v === 'authorization_letter' ? t('sysSeals:uses.letter') : v);
  return (
    <Drawer open={state !== null} title={state?.title} size={960} onClose={onClose} destroyOnHidden data-testid="seal-uses">
      <Flex vertical gap={12}>
        <Flex gap={8}>
          <Input.Search
            allowClear
            placeholder={t('sysSeals:uses.documentNo')}
            onSearch={(v) => search('documentNo', v)}
            style={{ width: 240 }}
            data-testid="uses-document-no"
          />
          <Input.Search allowClear placeholder={t('sysSeals:uses.user')} onSearch={(v) => search('userName', v)} style={{ width: 200 }} />
        </Flex>
        <Table<SealUseRow>
          rowKey="id"
          size="small"
          loading={uses.isFetching}
          dataSource={uses.data?.content ?? []}
          pagination={false}
          scroll={{ x: 900 }}
          columns={[
            { dataIndex: 'sealName', title: t('sysSeals:columns.name'), width: 140 },
            { dataIndex: 'userName', title: t('sysSeals:uses.user'), width: 110 },
            { dataIndex: 'usedAt', title: t('sysSeals:uses.time'), width: 170, render: (v: string) => showInstant(v) },
            { dataIndex: 'documentType', title: t('sysSeals:uses.documentType'), width: 100, render: docType },
            { dataIndex: 'documentNo', title: t('sysSeals:uses.documentNo'), width: 170 },
            {
              dataIndex: 'documentHash',
              title: t('sysSeals:uses.hash'),
              render: (v: string) => (
                <Typography.Text copyable={{ text: v }} style={{ fontFamily: 'monospace', fontSize: 12 }}>
                  {`${v.slice(0, 16)}…`}
                </Typography.Text>
              ),
            },
          ]}
        />
        <PaginationFooter
          total={uses.data?.totalElements ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onChange={(page, pageSize) => setPaging({ page, pageSize })}
        />
      </Flex>
    </Drawer>
  );
}
