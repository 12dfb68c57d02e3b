// The exchange dialogs (720 wide): 发起首营 (a buyer asks a related supplier, company or one product) and
// 主动提供资质 (a supplier offers its current set to a related buyer) share the start dialog; 资质交换 shows
// the set the supplier's company would send now and sends it; 审核 shows the set received and approves it
// or rejects it with a reason (required).
import { useEffect, useState } from 'react';
import { App, Alert, Flex, Form, Input, Radio, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../kit/feedback/dialog';
import { RemoteSelect } from '../../../kit/select/remote-select';
import {
  EXCHANGE_LIST_URL,
  PARTNER_PICKER_KINDS,
  currentSet,
  exchangeDetail,
  offerExchange,
  requestExchange,
  reviewExchange,
  sendExchange,
  type ExchangeRow,
  type ExchangeScope,
  type PartnerPickerKind,
} from './exchanges-api';
import { DocTable, ScopeLabel, partnerPicker, productPicker } from './exchange-parts';

const DIALOG_WIDTH = 720;
// data-* attributes pass through to the button; ButtonProps just does not declare them
const testId = (id: string) => ({ 'data-testid': id }) as Record<string, string>;
const NOTE_MAX = 500;

/** After any change: the lists, the pairs, the details and the shell's forced check ask again. */
export function useRefreshExchanges() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['list', EXCHANGE_LIST_URL] }),
      client.invalidateQueries({ queryKey: ['cmExchanges'] }),
      client.invalidateQueries({ queryKey: ['shell', 'forceQualification'] }),
    ]);
}

export type StartMode = 'request' | 'offer';
/** a counterparty chosen beforehand (the pairs tab, the addtional page) */
export type FixedParty = { companyId: number; companyName: string };

type StartValues = { kind: PartnerPickerKind; companyId?: number; scope: ExchangeScope; productId?: number; note?: string };

export function StartDialog({
  mode,
  fixed,
  onClose,
  onDone,
}: {
  mode: StartMode;
  fixed?: FixedParty;
  onClose: () => void;
  onDone?: (row: ExchangeRow) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshExchanges();
  const [form] = Form.useForm<StartValues>();
  const kinds = PARTNER_PICKER_KINDS[mode === 'request' ? 'supplier' : 'buyer'];
  const kind = Form.useWatch('kind', form) ?? kinds[0];
  const scope = Form.useWatch('scope', form) ?? 'company';
  const productId = Form.useWatch('productId', form);
  // the offer shows what will be sent
  const preview = useQuery({
    queryKey: ['cmExchanges', 'currentSet', scope, productId ?? null],
    queryFn: () => currentSet(scope, productId),
    enabled: mode === 'offer' && (scope === 'company' || !!productId),
  });
  const start = useMutation({
    mutationFn: (v: StartValues) => {
      const companyId = fixed?.companyId ?? v.companyId!;
      const subject = {
        scope: v.scope,
        ...(v.scope === 'product' && v.productId ? { productId: v.productId } : {}),
        requestNote: v.note ?? '',
      };
      return mode === 'request'
        ? requestExchange({ supplierCompanyId: companyId, ...subject })
        : offerExchange({ buyerCompanyId: companyId, ...subject });
    },
    onSuccess: async (row) => {
      message.success(t(mode === 'request' ? 'cmExchanges:start.requested' : 'cmExchanges:start.offered', { no: row.exchangeNo }));
      await refresh();
      onDone?.(row);
      onClose();
    },
  });
  const partyLabel = t(mode === 'request' ? 'cmExchanges:field.supplier' : 'cmExchanges:field.buyer');

  return (
    <Dialog
      open
      width={DIALOG_WIDTH}
      title={t(mode === 'request' ? 'cmExchanges:start.requestTitle' : 'cmExchanges:start.offerTitle')}
      okText={t(mode === 'request' ? 'cmExchanges:action.request' : 'cmExchanges:action.offer')}
      okButtonProps={{ loading: start.isPending, ...testId('start-submit') }}
      onOk={() =>
        void form.validateFields().then(
          (v) => start.mutate(v),
          () => undefined,
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<StartValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: kinds[0], scope: 'company', note: '' }}
        data-testid="start-dialog"
      >
        {fixed ? (
          <Form.Item label={partyLabel}>
            <Typography.Text strong data-testid="start-fixed-party">
              {fixed.companyName}
            </Typography.Text>
          </Form.Item>
        ) : (
          <>
            <Form.Item name="kind" label={t('cmExchanges:field.partnerKind')}>
              <Radio.Group
                optionType="button"
                options={kinds.map((k) => ({ value: k, label: t(`cmExchanges:partnerKind.${k}`) }))}
                onChange={() => form.setFieldValue('companyId', undefined)}
              />
            </Form.Item>
            <Form.Item
              name="companyId"
              label={partyLabel}
              rules={[{ required: true, message: t('cmExchanges:start.pickParty', { party: partyLabel }) }]}
              extra={t('cmExchanges:start.partyHint')}
            >
              <RemoteSelect
                key={kind}
                config={partnerPicker(kind)}
                placeholder={t('cmExchanges:start.pickParty', { party: partyLabel })}
                data-testid="start-party"
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="scope" label={t('cmExchanges:field.scope')}>
          <Radio.Group
            options={(['company', 'product'] as const).map((s) => ({ value: s, label: <ScopeLabel scope={s} /> }))}
            onChange={() => form.setFieldValue('productId', undefined)}
          />
        </Form.Item>
        {scope === 'product' && (
          <Form.Item
            name="productId"
            label={t('cmExchanges:field.product')}
            rules={[{ required: true, message: t('cmExchanges:start.pickProduct') }]}
          >
            <RemoteSelect config={productPicker} placeholder={t('cmExchanges:start.pickProduct')} data-testid="start-product" />
          </Form.Item>
        )}
        <Form.Item name="note" label={t(mode === 'request' ? 'cmExchanges:field.requestNote' : 'cmExchanges:field.offerNote')}>
          <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount placeholder={t('cmExchanges:start.notePlaceholder')} />
        </Form.Item>
        {mode === 'offer' && (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">{t('cmExchanges:send.setIntro')}</Typography.Text>
            <DocTable docs={preview.data ?? []} loading={preview.isFetching} testId="offer-set" />
          </Flex>
        )}
      </Form>
    </Dialog>
  );
}

/** 资质交换: the supplier sends its current set for a request. */
export function SendDialog({ row, onClose }: { row: ExchangeRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshExchanges();
  const [note, setNote] = useState('');
  const set = useQuery({
    queryKey: ['cmExchanges', 'currentSet', row.scope, row.productId],
    queryFn: () => currentSet(row.scope, row.productId ?? undefined),
  });
  const send = useMutation({
    mutationFn: () => sendExchange({ id: row.id, note }),
    onSuccess: async () => {
      message.success(t('cmExchanges:send.done'));
      await refresh();
      onClose();
    },
  });
  const empty = set.isSuccess && set.data.length === 0;
  return (
    <Dialog
      open
      width={DIALOG_WIDTH}
      title={t('cmExchanges:send.title', { no: row.exchangeNo })}
      okText={t('cmExchanges:action.send')}
      okButtonProps={{ loading: send.isPending, disabled: !set.isSuccess || empty, ...testId('send-submit') }}
      onOk={() => send.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="send-dialog">
        <Typography.Text>
          {t('cmExchanges:send.intro', { buyer: row.buyerName })}
          {row.productName ? ` · ${row.productName}` : ''}
        </Typography.Text>
        {row.requestNote && <Alert type="info" showIcon title={t('cmExchanges:field.requestNote')} description={row.requestNote} />}
        <DocTable docs={set.data ?? []} loading={set.isFetching} testId="send-set" />
        {empty && <Alert type="warning" showIcon title={t('cmExchanges:send.emptySet')} />}
        <Input.TextArea
          rows={3}
          maxLength={NOTE_MAX}
          showCount
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('cmExchanges:send.notePlaceholder')}
        />
      </Flex>
    </Dialog>
  );
}

type ReviewValues = { approved: boolean; reason?: string };

/** 审核: the buyer approves the set received, or rejects it with a reason. */
export function ReviewDialog({ row, onClose }: { row: ExchangeRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshExchanges();
  const [form] = Form.useForm<ReviewValues>();
  const approved = Form.useWatch('approved', form) ?? true;
  const detail = useQuery({ queryKey: ['cmExchanges', 'detail', row.id], queryFn: () => exchangeDetail(row.id) });
  useEffect(() => {
    if (approved) form.setFields([{ name: 'reason', errors: [] }]);
  }, [approved, form]);
  const review = useMutation({
    mutationFn: (v: ReviewValues) => reviewExchange({ id: row.id, approved: v.approved, reason: v.approved ? '' : (v.reason ?? '') }),
    onSuccess: async (_r, v) => {
      message.success(t(v.approved ? 'cmExchanges:review.approvedDone' : 'cmExchanges:review.rejectedDone'));
      await refresh();
      onClose();
    },
  });
  return (
    <Dialog
      open
      width={DIALOG_WIDTH}
      title={t('cmExchanges:review.title', { no: row.exchangeNo })}
      okText={t('cmExchanges:review.submit')}
      okButtonProps={{ loading: review.isPending, ...testId('review-submit') }}
      onOk={() =>
        void form.validateFields().then(
          (v) => review.mutate(v),
          () => undefined,
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="review-dialog">
        <Typography.Text>{t('cmExchanges:review.intro', { supplier: row.supplierName })}</Typography.Text>
        <DocTable docs={detail.data?.items ?? []} loading={detail.isFetching} testId="review-set" />
        <Form<ReviewValues> form={form} layout="vertical" initialValues={{ approved: true, reason: '' }}>
          <Form.Item name="approved" label={t('cmExchanges:review.result')}>
            <Radio.Group
              options={[
                { value: true, label: t('cmExchanges:review.approve') },
                { value: false, label: t('cmExchanges:review.reject') },
              ]}
              data-testid="review-result"
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('cmExchanges:field.rejectReason')}
            rules={[{ required: !approved, whitespace: true, message: t('cmExchanges:review.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount disabled={approved} data-testid="review-reason" />
          </Form.Item>
        </Form>
      </Flex>
    </Dialog>
  );
}
