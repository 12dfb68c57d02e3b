// Small pieces of the exchange screens: the status tag, the scope label, a set's document table, the
// start-dialog pickers' configs and the buttons' codes.
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_PERMISSION_CODE, type ExchangeScope, type ExchangeStatus } from '@medportal/contracts/channel/exchange-rules';
import type { RemoteSelectConfig } from '../../../kit/select/remote-options';
import { PARTNER_OPTIONS_URL, PRODUCT_OPTIONS_URL, type ExchangeDoc, type PartnerPickerKind } from './exchanges-api';

export const EXCHANGE_LIST_PATH = '/channelManagement/qualification';
export const EXCHANGE_ADDITIONAL_PATH = '/channelManagement/qualification/addtional';
export const EXCHANGE_MENU = 'cm.qualification';
export const BUTTONS = {
  addNew: 'cm.qualification.addNew',
  create: 'cm.qualification.createBtnPart',
  exchange: EXCHANGE_PERMISSION_CODE,
} as const;

const STATUS_COLORS: Record<ExchangeStatus, string> = {
  requested: 'processing',
  reviewing: 'gold',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

export function StatusTag({ status, testId }: { status: ExchangeStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid={testId} data-status={status}>
      {t(`cmExchanges:status.${status}`)}
    </Tag>
  );
}

export function ScopeLabel({ scope }: { scope: ExchangeScope }) {
  const { t } = useTranslation();
  return <>{t(`cmExchanges:scope.${scope}`)}</>;
}

/** A set of documents: type, number, version, validity ('长期' when open), a tag when a newer version exists. */
export function DocTable({ docs, loading, testId }: { docs: ExchangeDoc[]; loading?: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Table<ExchangeDoc>
      size="small"
      rowKey={(d) => `${d.docKind}-${d.docId}-${d.version}`}
      dataSource={docs}
      loading={loading}
      pagination={false}
      data-testid={testId}
      locale={{ emptyText: t('cmExchanges:docs.empty') }}
      columns={[
        {
          title: t('cmExchanges:docs.type'),
          dataIndex: 'docTypeName',
          render: (_v, d) => (
            <>
              {d.docTypeName}
              {d.superseded && (
                <Tag color="warning" style={{ marginInlineStart: 8 }} data-testid={`superseded-${d.docKind}-${d.docId}`}>
                  {t('cmExchanges:docs.superseded')}
                </Tag>
              )}
            </>
          ),
        },
        { title: t('cmExchanges:docs.no'), dataIndex: 'docNo' },
        { title: t('cmExchanges:docs.version'), dataIndex: 'version', width: 80, render: (v: number) => `V${v}` },
        {
          title: t('cmExchanges:docs.validTo'),
          dataIndex: 'validTo',
          width: 130,
          render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('cmExchanges:docs.longTerm')}</Typography.Text>,
        },
      ]}
    />
  );
}

/** The related companies of a kind (enterprise registry), by name; the value is the company id. */
export const partnerPicker = (kind: PartnerPickerKind): RemoteSelectConfig => ({
  url: PARTNER_OPTIONS_URL,
  method: 'POST',
  params: { kind, enabled: true, pageNum: 1, pageSize: 100 },
  searchKey: 'partnerName',
  labelKey: 'partnerName',
  valueKey: 'partnerCompanyId',
});

export const productPicker: RemoteSelectConfig = {
  url: PRODUCT_OPTIONS_URL,
  method: 'POST',
  searchKey: 'keyword',
  labelKey: 'name',
  valueKey: 'id',
};
