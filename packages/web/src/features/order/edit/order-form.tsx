// The contract-order form of /order/create and /order/edit: supplier → contract → products with
// quantities, carry way, receiver from the address book, memo. 暂存 saves a draft (supplier and
// contract needed); 提交 needs everything and carries one clientToken per form, so a double submit
// creates one order.
import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Card, Col, Divider, Flex, Form, Row, Select } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { OrderDetail } from '@medportal/contracts/mall/orders.contract';
import type { FormRule } from 'antd';
import { WordLimitTextArea } from '../../../kit/inputs/word-limit-textarea';
import { useSessionStore } from '../../../lib/session-store';
import { shellEffects } from '../../../lib/shell-effects';
import { orderContracts, orderSuppliers, pickUpAddressOptions } from '../api/master-data-api';
import { orderSubmit, tempStorage } from '../api/orders-api';
import { CARRY_WAY_LIST } from '../shared/order-dicts';
import { ORDER_DETAIL_KEY, ORDER_LIST_KEY } from '../shared/order-keys';
import { ORDER_LIST_PATH, orderDetailPath, orderEditPath } from '../shared/order-paths';
import { MEMO_MAX, orderFormBody, validQuantity, type FormLine, type OrderFormValues } from './order-form-model';
import { OrderLines } from './order-lines';
import { ReceiverSelect, useAddressBook } from './receiver-select';

type Intent = 'draft' | 'submit';

export type OrderFormProps = {
  /** the draft being edited (with current reference prices on its lines); none creates an order */
  draft?: OrderDetail;
  lines?: FormLine[];
};

export function OrderForm({ draft, lines }: OrderFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const companyId = useSessionStore((s) => s.session?.companyId);
  const [form] = Form.useForm<OrderFormValues>();
  // one token per form: a repeated 提交 (double click, a retry after a lost answer) gives the same order
  const [clientToken] = useState(() => crypto.randomUUID());
  const [version, setVersion] = useState(draft?.order.version);
  const intent = useRef<Intent>('draft');
  const supplierCode = Form.useWatch('supplierCode', form);
  const contractCode = Form.useWatch('contractCode', form);
  const carryWay = Form.useWatch('carryWay', form);
  const bySelf = carryWay === 'bySelf';

  const suppliers = useQuery({ queryKey: ['order', 'formSuppliers', companyId], queryFn: () => orderSuppliers({}) });
  const contracts = useQuery({
    queryKey: ['order', 'formContracts', companyId, supplierCode],
    queryFn: () => orderContracts({ vendorCode: supplierCode ?? '' }),
    enabled: Boolean(supplierCode),
  });
  // 自提: the supplier's enabled pick-up addresses, the default one chosen when none is
  const pickUps = useQuery({
    queryKey: ['order', 'pickUpAddresses', companyId, supplierCode],
    queryFn: () => pickUpAddressOptions(supplierCode ?? ''),
    enabled: bySelf && Boolean(supplierCode),
  });
  const defaultPickUp = (pickUps.data?.find((a) => a.isDefault) ?? pickUps.data?.[0])?.id;
  useEffect(() => {
    if (bySelf && defaultPickUp !== undefined && form.getFieldValue('pickUpAddressId') === undefined)
      form.setFieldValue('pickUpAddressId', defaultPickUp);
  }, [bySelf, defaultPickUp, form]);
  const book = useAddressBook();
  const defaultAddress = book.data?.find((a) => a.isDefault)?.id;
  // a new order starts at the default address, once the address book is there
  useEffect(() => {
    if (!draft && defaultAddress !== undefined && form.getFieldValue('addressId') === undefined)
      form.setFieldValue('addressId', defaultAddress);
  }, [draft, defaultAddress, form]);

  const initialValues = useMemo<OrderFormValues>(
    () =>
      draft
        ? {
            supplierCode: draft.order.supplierCode,
            contractCode: draft.order.contractCode ?? undefined,
            lines: lines ?? [],
            carryWay: draft.order.carryWay ?? undefined,
            addressId: draft.order.addressId ?? undefined,
            pickUpAddressId: draft.order.pickUpAddressId ?? undefined,
            memo: draft.order.memo ?? '',
          }
        : { lines: [], memo: '' },
    [draft, lines],
  );

  // only 提交 needs these; 暂存 keeps whatever is there
  const onSubmit = (text: string): FormRule => ({
    validator: (_r, v: unknown) =>
      intent.current === 'submit' && (v === undefined || v === null || v === '') ? Promise.reject(new Error(text)) : Promise.resolve(),
  });
  const linesRule: FormRule = {
    validator: (_r, v: FormLine[] | undefined) => {
      if (intent.current === 'submit' && !v?.length) return Promise.reject(new Error(t('order:form.rules.linesRequired')));
      if (v?.some((l) => !validQuantity(l.quantity))) return Promise.reject(new Error(t('order:form.rules.quantity')));
      return Promise.resolve();
    },
  };

  const save = useMutation({
    mutationFn: async (kind: Intent) => {
      const body = orderFormBody(form.getFieldsValue(true) as OrderFormValues);
      if (kind === 'draft') return tempStorage(draft ? { id: draft.order.id, version, ...body } : body);
      return orderSubmit({ clientToken, ...(draft ? { orderId: draft.order.id, version } : {}), form: body });
    },
    onSuccess: (saved, kind) => {
      void client.invalidateQueries({ queryKey: ORDER_LIST_KEY });
      void client.invalidateQueries({ queryKey: ORDER_DETAIL_KEY });
      if (kind === 'submit') {
        // over the amount of the company's order-submit flow the order waits for approval before the supplier sees it
        void message.success(t(saved.status === 'approving' ? 'order:form.submittedForApproval' : 'order:form.submitted'));
        void navigate(orderDetailPath(saved.id));
        // the form's work is done: its tab (新建订单 or 编辑订单) closes; the order list refetches when shown (invalidated above)
        shellEffects().closeTab(pathname);
        return;
      }
      setVersion(saved.version);
      void message.success(t('order:form.saved'));
      if (!draft) void navigate(orderEditPath(saved.id), { replace: true });
    },
  });

  const run = async (kind: Intent) => {
    intent.current = kind;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    // the request layer shows why a save failed; the form keeps its input
    save.mutate(kind);
  };

  return (
    <Card title={draft ? t('order:form.editTitle', { code: draft.order.orderCode }) : t('order:form.createTitle')} data-testid="order-form">
      <Form<OrderFormValues>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        // min-width 0: a long address in a select ellipsises instead of pushing the control below its label
        wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}
        initialValues={initialValues}
        onValuesChange={(changed: OrderFormValues) => {
          // a contract belongs to a supplier, products to a contract; a pick-up address to a supplier and 自提
          if ('supplierCode' in changed) form.setFieldsValue({ contractCode: undefined, lines: [], pickUpAddressId: undefined });
          else if ('contractCode' in changed) form.setFieldsValue({ lines: [] });
          if ('carryWay' in changed && changed.carryWay !== 'bySelf') form.setFieldsValue({ pickUpAddressId: undefined });
        }}
      >
        <Divider titlePlacement="start">{t('order:form.sections.basic')}</Divider>
        <Row gutter={24}>
          <Col xs={24} xl={12}>
            <Form.Item
              name="supplierCode"
              label={t('order:form.supplier')}
              rules={[{ required: true, message: t('order:form.rules.supplierRequired') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={suppliers.isFetching}
                placeholder={t('order:form.supplierPlaceholder')}
                options={(suppliers.data ?? []).map((v) => ({ value: v.vendorCode, label: v.vendorName }))}
                data-testid="order-supplier"
              />
            </Form.Item>
          </Col>
          <Col xs={24} xl={12}>
            <Form.Item
              name="contractCode"
              label={t('order:form.contract')}
              rules={[{ required: true, message: t('order:form.rules.contractRequired') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                disabled={!supplierCode}
                loading={contracts.isFetching}
                placeholder={t(supplierCode ? 'order:form.contractPlaceholder' : 'order:form.chooseSupplierFirst')}
                options={(contracts.data ?? []).map((c) => ({ value: c.contractCode, label: `${c.contractName}（${c.contractCode}）` }))}
                data-testid="order-contract"
              />
            </Form.Item>
          </Col>
          <Col xs={24} xl={12}>
            <Form.Item name="carryWay" label={t('order:form.carryWay')} required rules={[onSubmit(t('order:form.rules.carryWayRequired'))]}>
              <Select
                allowClear
                placeholder={t('order:form.carryWayPlaceholder')}
                options={CARRY_WAY_LIST.map((c) => ({ value: c, label: t(`order:carryWay.${c}`) }))}
                data-testid="order-carry-way"
              />
            </Form.Item>
          </Col>
          <Col xs={24} xl={12}>
            <Form.Item name="addressId" label={t('order:form.address')} required rules={[onSubmit(t('order:form.rules.addressRequired'))]}>
              <ReceiverSelect />
            </Form.Item>
          </Col>
          {bySelf && (
            <Col xs={24} xl={12}>
              <Form.Item
                name="pickUpAddressId"
                label={t('order:form.pickUpAddress')}
                // the server asks for one while the supplier has any
                required={Boolean(pickUps.data?.length)}
                rules={pickUps.data?.length ? [onSubmit(t('order:form.rules.pickUpAddressRequired'))] : []}
              >
                <Select<number>
                  allowClear
                  disabled={!supplierCode}
                  loading={pickUps.isFetching}
                  placeholder={t(supplierCode ? 'order:form.pickUpAddressPlaceholder' : 'order:form.chooseSupplierFirst')}
                  notFoundContent={pickUps.isFetching ? undefined : t('order:form.pickUpAddressNone')}
                  options={(pickUps.data ?? []).map((a) => ({
                    value: a.id,
                    label: `${a.name} ${a.fullAddress}（${a.contact} ${a.phone}）`,
                  }))}
                  data-testid="order-pick-up-address"
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Form.Item name="memo" label={t('order:form.memo')} rules={[{ max: MEMO_MAX, message: t('order:form.rules.memoMax') }]}>
          <WordLimitTextArea maxlength={MEMO_MAX} rows={3} placeholder={t('order:form.memoPlaceholder')} data-testid="order-memo" />
        </Form.Item>
        <Divider titlePlacement="start">{t('order:form.sections.lines')}</Divider>
        {/* no label: the section title names it, and the table takes the whole width */}
        <Form.Item name="lines" rules={[linesRule]} wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}>
          <OrderLines contractCode={contractCode} />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={() => void navigate(draft ? orderDetailPath(draft.order.id) : ORDER_LIST_PATH)} data-testid="order-form-cancel">
            {t('order:form.cancel')}
          </Button>
          <Button
            loading={save.isPending && save.variables === 'draft'}
            disabled={save.isPending}
            onClick={() => void run('draft')}
            data-testid="order-save-draft"
          >
            {t('order:form.saveDraft')}
          </Button>
          <Button
            type="primary"
            loading={save.isPending && save.variables === 'submit'}
            disabled={save.isPending}
            onClick={() => void run('submit')}
            data-testid="order-submit"
          >
            {t('order:form.submit')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
