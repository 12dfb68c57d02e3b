// /basicData/channelBusinessManagement/read?id= 渠道商务详情: one record the session sees (its manufacturer,
// the distributor named, the platform), with 停用/启用 for its manufacturer.
import { App, Button, Card, Descriptions, Flex, Result, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showInstant } from '../../../lib/time';
import { CHANNEL_BUSINESS_PATH, channelBusinessDetail } from './channel-business-api';
import { StatusAction, StatusTag, TierLabel } from './channel-business-parts';

function ReadScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const key = ['cmChannelBusiness', 'detail', id];
  const detail = useQuery({ queryKey: key, queryFn: () => channelBusinessDetail(id), enabled: valid, retry: false });
  const r = detail.data;
  const back = (
    <Button onClick={() => void navigate(CHANNEL_BUSINESS_PATH)} data-testid="back-to-list">
      {t('cmChannelBusiness:action.back')}
    </Button>
  );
  return (
    <Card
      title={t('cmChannelBusiness:title.read')}
      data-testid="channel-business-read-page"
      extra={
        <Flex gap={8}>
          {r && <StatusAction row={r} onChanged={(row) => client.setQueryData(key, row)} />}
          {back}
        </Flex>
      }
    >
      {!valid || detail.isError ? (
        <Result status="404" title={t('cmChannelBusiness:read.notFound')} data-testid="record-not-found" />
      ) : !r ? (
        <Skeleton active />
      ) : (
        <Descriptions
          bordered
          column={2}
          size="middle"
          items={[
            { key: 'manufacturer', label: t('cmChannelBusiness:field.manufacturer'), children: r.manufacturerName },
            { key: 'dealer', label: t('cmChannelBusiness:field.dealer'), children: `${r.dealerName}（${r.dealerCode}）` },
            { key: 'credit', label: t('cmChannelBusiness:field.creditCode'), children: r.dealerCreditCode || '—' },
            { key: 'line', label: t('cmChannelBusiness:field.productLine'), children: `${r.productLineName}（${r.productLineCode}）` },
            { key: 'regions', label: t('cmChannelBusiness:field.regions'), span: 2, children: r.regions.map((x) => x.name).join('、') },
            { key: 'tier', label: t('cmChannelBusiness:field.tier'), children: <TierLabel tier={r.tier} /> },
            { key: 'status', label: t('cmChannelBusiness:field.status'), children: <StatusTag status={r.status} testId="read-status" /> },
            { key: 'validFrom', label: t('cmChannelBusiness:form.validFrom'), children: r.validFrom ?? '—' },
            { key: 'validTo', label: t('cmChannelBusiness:form.validTo'), children: r.validTo ?? t('cmChannelBusiness:longTerm') },
            { key: 'remark', label: t('cmChannelBusiness:field.remark'), span: 2, children: r.remark || '—' },
            { key: 'createdAt', label: t('cmChannelBusiness:field.createdAt'), children: showInstant(r.createdAt) },
            { key: 'updatedAt', label: t('cmChannelBusiness:field.updatedAt'), children: showInstant(r.updatedAt) },
          ]}
        />
      )}
    </Card>
  );
}

export function ChannelBusinessReadPage() {
  return (
    <App component={false}>
      <ReadScreen />
    </App>
  );
}
