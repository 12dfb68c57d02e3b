// /basicData/enterprise/companyList (经销商), csoList, threeCompanyList, fcCompanyList, hospitalList: the
// session company's registry of one kind, searched by name, credit code, region, status and level; the
// Excel export of the search; with cm.enterprise.<kind>.edit: 新增, 编辑, the enable switch (confirmed)
// and 删除 (confirmed). The kind comes from the path.
import { useMemo } from 'react';
import { App, Button, Card, Flex, Switch, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchOption } from '../../../kit/form/search-types';
import { Permission, usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { useListQuery, type SearchValues } from '../../../kit/table/use-list-query';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import { areaList, deletePartner, updatePartnerStatus, type PartnerRow } from './partners-api';
import { useKindScreen, type PartnerKind } from './partner-kind';

const TABLE_NO: Record<PartnerKind, string> = {
  dealer: 'cmPartnerDealerList',
  cso: 'cmPartnerCsoList',
  third: 'cmPartnerThirdList',
  factory: 'cmPartnerFactoryList',
  hospital: 'cmPartnerHospitalList',
};

/** provinces with their cities, for the region search (a province or a city) */
async function regionOptions(): Promise<SearchOption[]> {
  const provinces = await areaList();
  const cities = await Promise.all(provinces.map((p) => areaList({ provinceCode: p.code })));
  return provinces.map((p, i) => ({
    value: p.code,
    label: p.name,
    children: (cities[i] ?? []).map((c) => ({ value: c.code, label: c.name })),
  }));
}

function useSearchItems(): SearchItem[] {
  const { t } = useTranslation();
  return useMemo<SearchItem[]>(
    () => [
      { key: 'partnerName', type: 'input', title: t('cmPartners:field.partnerName'), placeholder: t('cmPartners:search.partnerName') },
      { key: 'creditCode', type: 'input', title: t('cmPartners:search.creditCodeTitle'), placeholder: t('cmPartners:search.creditCode') },
      {
        key: 'regionCode',
        type: 'cascader',
        title: t('cmPartners:field.region'),
        placeholder: t('cmPartners:search.all'),
        request: regionOptions,
        attr: { changeOnSelect: true, allowClear: true },
      },
      {
        key: 'enabled',
        type: 'select',
        title: t('cmPartners:field.status'),
        placeholder: t('cmPartners:search.all'),
        attr: { allowClear: true },
        options: [
          { value: 1, label: t('cmPartners:status.enabled') },
          { value: 0, label: t('cmPartners:status.disabled') },
        ],
      },
      { key: 'level', type: 'input', title: t('cmPartners:field.level'), placeholder: t('cmPartners:search.level') },
    ],
    [t],
  );
}

/** the search form's values as the list call's filter (the kind always; 启用/停用 as a boolean) */
export function filterOf(kind: PartnerKind, v: SearchValues): SearchValues {
  const { enabled, ...rest } = v;
  return { ...rest, kind, ...(enabled === 1 || enabled === 0 ? { enabled: enabled === 1 } : {}) };
}

function PartnerList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const screen = useKindScreen();
  const { kind } = screen;
  const canEdit = usePermission(screen.editCode);
  const companyId = useSessionStore((s) => s.session?.companyId);
  const searchItems = useSearchItems();
  const list = useListQuery<PartnerRow>({
    url: CHANNEL_API.partnerPageList,
    pageKey: 'pageNum',
    initialSearch: { kind },
    scope: [companyId, kind],
  });
  const exportBody = { ...list.search, kind };
  const kindName = t(`cmPartners:kind.${kind}`);

  const toggle = async (r: PartnerRow, enabled: boolean) => {
    try {
      await confirm({
        content: t(enabled ? 'cmPartners:confirm.enable' : 'cmPartners:confirm.disable', { name: r.partnerName }),
      });
      await updatePartnerStatus(r.id, enabled);
      void message.success(t(enabled ? 'cmPartners:message.enabled' : 'cmPartners:message.disabled'));
      void list.refetch();
    } catch {
      // cancelled (the switch stays), or the request layer showed the server's message
    }
  };

  const remove = async (r: PartnerRow) => {
    try {
      await confirm({ size: 'delete', content: t('cmPartners:confirm.delete', { name: r.partnerName }) });
      await deletePartner(r.id);
      void message.success(t('cmPartners:message.deleted'));
      void list.refetch();
    } catch {
      // cancelled, or the request layer showed the server's message
    }
  };

  const openDetail = (id: number) => void navigate(`${screen.detailPath}?id=${id}`);
  const columns: TableColumn<PartnerRow>[] = [
    { type: 'index' },
    {
      prop: 'partnerName',
      labelKey: 'cmPartners:field.partnerName',
      width: 240,
      ellipsis: true,
      render: (_v, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openDetail(r.id)} data-testid={`partner-${r.id}`}>
          {r.partnerName}
        </Button>
      ),
    },
    { prop: 'creditCode', labelKey: 'cmPartners:field.creditCode', width: 190 },
    { prop: 'contactName', labelKey: 'cmPartners:field.contactName', width: 100 },
    { prop: 'contactPhone', labelKey: 'cmPartners:field.contactPhone', width: 140 },
    { prop: 'regionName', labelKey: 'cmPartners:field.region', width: 200, ellipsis: true },
    {
      prop: 'level',
      labelKey: 'cmPartners:field.level',
      width: 100,
      allowSort: true,
      render: (_v, r) => (r.level ? <Tag>{r.level}</Tag> : ''),
    },
    {
      prop: 'cooperationTo',
      labelKey: 'cmPartners:field.cooperation',
      width: 210,
      allowSort: true,
      render: (_v, r) =>
        r.cooperationFrom || r.cooperationTo ? `${r.cooperationFrom ?? ''} ~ ${r.cooperationTo ?? t('cmPartners:detail.open')}` : '',
    },
    {
      prop: 'enabled',
      labelKey: 'cmPartners:field.status',
      width: 100,
      render: (_v, r) => (
        <Switch
          size="small"
          checked={r.enabled}
          disabled={!canEdit}
          onChange={(next) => void toggle(r, next)}
          aria-label={t('cmPartners:field.status')}
          data-testid={`status-${r.id}`}
        />
      ),
    },
    { prop: 'createdAt', labelKey: 'cmPartners:field.createdAt', width: 170, allowSort: true, render: (_v, r) => showInstant(r.createdAt) },
    {
      prop: 'id',
      labelKey: 'cmPartners:field.actions',
      width: 170,
      fixed: 'right',
      render: (_v, r) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => openDetail(r.id)}>
            {t('cmPartners:action.detail')}
          </Button>
          <Permission code={screen.editCode}>
            <Button type="link" size="small" data-testid={`edit-${r.id}`} onClick={() => void navigate(`${screen.editPath}?id=${r.id}`)}>
              {t('cmPartners:action.edit')}
            </Button>
            <Button type="link" size="small" danger data-testid={`delete-${r.id}`} onClick={() => void remove(r)}>
              {t('cmPartners:action.delete')}
            </Button>
          </Permission>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={t('cmPartners:title.list', { kind: kindName })}
      data-testid="partner-list-page"
      extra={
        <Flex gap={8}>
          <ExportButton url={CHANNEL_API.partnerExport} body={exportBody} disabled={!list.total}>
            {t('cmPartners:action.export')}
          </ExportButton>
          <Permission code={screen.editCode}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(screen.editPath)} data-testid="partner-add">
              {t('cmPartners:action.add', { kind: kindName })}
            </Button>
          </Permission>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <SearchForm
          items={searchItems}
          onSearch={(v) => list.runSearch(filterOf(kind, v), true)}
          onReset={(v) => list.runSearch(filterOf(kind, v), true)}
          loading={list.isFetching}
        />
        <DataTable<PartnerRow>
          columns={columns}
          data={list.rows}
          rowKey="id"
          loading={list.isFetching}
          headerSetting
          tableNo={TABLE_NO[kind]}
          apiPath={CHANNEL_API.partnerPageList}
          indexOffset={(list.page - 1) * list.pageSize}
          sort={list.sort}
          onSortChange={list.changeSort}
          testId="partner-table"
        />
        <PaginationFooter total={list.total} page={list.page} pageSize={list.pageSize} onChange={list.changePage} />
      </Flex>
    </Card>
  );
}

/** One page for the five kinds; `key` remounts it when the sidebar moves to another kind's list. */
export function PartnerListPage() {
  const { kind } = useKindScreen();
  return (
    <App component={false}>
      <PartnerList key={kind} />
    </App>
  );
}
