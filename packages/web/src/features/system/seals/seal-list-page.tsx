// /systemSetup/signatureManagement 签章管理: the company's seals as cards — the image on a checkered
// background, type, holder, status, grant count and last use — searched by name, type and status, paged.
// 新增印章 and 编辑 open the form drawer (upload, draw or generate); 启用/停用 and 删除 ask first (a used
// seal cannot be deleted: the server says so); 授权用章 and 用章记录 open their drawers; 用户组印章 goes
// to /groupSignature.
import { useMemo, useState } from 'react';
import { App, Button, Card, Col, Descriptions, Empty, Flex, Row, Space, Spin, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPANY_SEAL_TYPES, type CompanySealType } from '@medportal/contracts/staff/seal-rules';
import type { SealRow } from '@medportal/contracts/staff/seals.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import { usePermission } from '../../../kit/permission/permission';
import { SealImageBox } from '../../../kit/signature/seal-image-box';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { SealFormDrawer } from './seal-form-drawer';
import { SealGrantDrawer } from './seal-grant-drawer';
import { SealUsesDrawer, type SealUsesState } from './seal-uses-drawer';
import { SEALS_KEY, deleteSeal, sealImageUrl, sealPage, setSealStatus } from './seals-api';

export const GROUP_SIGNATURE_PATH = '/systemSetup/signatureManagement/groupSignature';

type Filter = { name?: string; sealType?: CompanySealType; enabled?: boolean };

function SealList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = usePermission('sys.signature.edit');
  const canGrant = usePermission('sys.signature.grant');
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSizeOf() });
  const [form, setForm] = useState<{ seal: SealRow | null } | null>(null);
  const [grant, setGrant] = useState<SealRow | null>(null);
  const [uses, setUses] = useState<SealUsesState>(null);
  const body = { ...filter, page: paging.page, pageSize: paging.pageSize };
  const list = useQuery({ queryKey: [...SEALS_KEY, 'page', body], queryFn: () => sealPage(body) });
  const refresh = () => client.invalidateQueries({ queryKey: SEALS_KEY });

  const status = useMutation({
    mutationFn: (row: SealRow) => setSealStatus({ id: row.id, enabled: !row.enabled }),
    onSuccess: (row) => {
      void refresh();
      void message.success(row.enabled ? t('sysSeals:enabledDone') : t('sysSeals:disabledDone'));
    },
  });
  const remove = useMutation({
    mutationFn: (row: SealRow) => deleteSeal(row.id),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysSeals:deleted'));
    },
  });
  const ask = (content: string, run: () => void, danger = false) =>
    confirm({ size: danger ? 'delete' : 'default', danger, content })
      .then(run)
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  const searchItems = useMemo<SearchItem[]>(
    () => [
      { key: 'name', type: 'input', title: t('sysSeals:columns.name') },
      {
        key: 'sealType',
        type: 'select',
        title: t('sysSeals:columns.type'),
        options: COMPANY_SEAL_TYPES.map((v) => ({ value: v, label: t(`sysSeals:types.${v}`) })),
      },
      {
        key: 'enabled',
        type: 'select',
        title: t('sysSeals:columns.status'),
        options: [
          { value: 'true', label: t('sysSeals:status.enabled') },
          { value: 'false', label: t('sysSeals:status.disabled') },
        ],
      },
    ],
    [t],
  );
  const onSearch = (v: SearchValues) => {
    setFilter({
      name: typeof v['name'] === 'string' && v['name'] ? v['name'] : undefined,
      sealType: COMPANY_SEAL_TYPES.find((c) => c === v['sealType']),
      enabled: v['enabled'] === 'true' ? true : v['enabled'] === 'false' ? false : undefined,
    });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const seals = list.data?.content ?? [];
  const card = (row: SealRow) => (
    <Card
      size="small"
      title={row.name}
      data-testid={`seal-card-${row.id}`}
      extra={
        <Tag color={row.enabled ? 'success' : 'default'}>{row.enabled ? t('sysSeals:status.enabled') : t('sysSeals:status.disabled')}</Tag>
      }
      actions={[
        ...(canEdit
          ? [
              <Button key="edit" type="link" size="small" onClick={() => setForm({ seal: row })} data-testid={`seal-edit-${row.id}`}>
                {t('sysSeals:edit')}
              </Button>,
              <Button
                key="status"
                type="link"
                size="small"
                onClick={() =>
                  void ask(t(row.enabled ? 'sysSeals:confirmDisable' : 'sysSeals:confirmEnable', { name: row.name }), () =>
                    status.mutate(row),
                  )
                }
                data-testid={`seal-status-${row.id}`}
              >
                {row.enabled ? t('sysSeals:disable') : t('sysSeals:enable')}
              </Button>,
            ]
          : []),
        ...(canGrant
          ? [
              <Button key="grant" type="link" size="small" onClick={() => setGrant(row)} data-testid={`seal-grant-${row.id}`}>
                {t('sysSeals:grant.action')}
              </Button>,
            ]
          : []),
        <Button
          key="uses"
          type="link"
          size="small"
          onClick={() => setUses({ sealId: row.id, title: t('sysSeals:uses.titleOf', { name: row.name }) })}
          data-testid={`seal-uses-${row.id}`}
        >
          {t('sysSeals:uses.action')}
        </Button>,
        ...(canEdit
          ? [
              <Button
                key="delete"
                type="link"
                size="small"
                danger
                onClick={() => void ask(t('sysSeals:confirmDelete', { name: row.name }), () => remove.mutate(row), true)}
                data-testid={`seal-delete-${row.id}`}
              >
                {t('sysSeals:delete')}
              </Button>,
            ]
          : []),
      ]}
    >
      <Flex gap={16} align="center">
        <SealImageBox src={sealImageUrl(row.id)} alt={row.name} size={112} />
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'type', label: t('sysSeals:columns.type'), children: t(`sysSeals:types.${row.sealType}`) },
            { key: 'holder', label: t('sysSeals:columns.holder'), children: row.holderName },
            { key: 'grants', label: t('sysSeals:columns.grants'), children: row.grantCount },
            {
              key: 'last',
              label: t('sysSeals:columns.lastUsed'),
              children: row.lastUsedAt ? showInstant(row.lastUsedAt, 'minute') : t('sysSeals:neverUsed'),
            },
          ]}
        />
      </Flex>
    </Card>
  );

  return (
    <Card
      title={t('sysSeals:title')}
      data-testid="seal-list-page"
      extra={
        <Space>
          <Button onClick={() => void navigate(GROUP_SIGNATURE_PATH)} data-testid="seal-groups-link">
            {t('sysSeals:groups.title')}
          </Button>
          <Button onClick={() => setUses({ title: t('sysSeals:uses.title') })} data-testid="seal-uses-all">
            {t('sysSeals:uses.title')}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <SearchForm items={searchItems} loading={list.isFetching} onSearch={onSearch} onReset={onSearch} />
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('sysSeals:total', { n: list.data?.totalElements ?? 0 })}</Typography.Text>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ seal: null })} data-testid="seal-add">
              {t('sysSeals:add')}
            </Button>
          )}
        </Flex>
        <Spin spinning={list.isFetching}>
          {seals.length === 0 ? (
            <Empty description={list.isLoading ? t('sysSeals:loading') : t('sysSeals:empty')} />
          ) : (
            <Row gutter={[16, 16]}>
              {seals.map((row) => (
                <Col key={row.id} xs={24} lg={12} xxl={8}>
                  {card(row)}
                </Col>
              ))}
            </Row>
          )}
        </Spin>
        <PaginationFooter
          total={list.data?.totalElements ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onChange={(page, pageSize) => setPaging({ page, pageSize })}
        />
      </Flex>
      <SealFormDrawer state={form} onClose={() => setForm(null)} onSaved={() => void refresh()} />
      <SealGrantDrawer seal={grant} onClose={() => setGrant(null)} onSaved={() => void refresh()} />
      <SealUsesDrawer state={uses} onClose={() => setUses(null)} />
    </Card>
  );
}

export function SealListPage() {
  return (
    <App component={false}>
      <SealList />
    </App>
  );
}
