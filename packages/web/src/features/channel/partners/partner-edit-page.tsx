// /basicData/enterprise/<list>/edit: 新增 (no id) adds a company of the platform to the registry by its
// unified social credit code — checked as it is typed (GB 32100 check character) and looked up when
// complete or on leaving the field, showing the company's name, type and authentication or the server's
// reason (not found, wrong type, own company, already listed); ?id=N 编辑 changes the relation's data
// (contact, phone, region, level, cooperation period, remark), the company stays.
import { useState } from 'react';
import { App, Alert, Button, Card, DatePicker, Descriptions, Flex, Form, Input, Result, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CONTACT_PHONE_RULE, CREDIT_CODE_INVALID_MSG, isValidCreditCode } from '@medportal/contracts/staff/company-rules';
import { isApiError } from '../../../lib/api-client';
import { lookupPartner, partnerDetail, savePartner, type PartnerDetail, type PartnerLookupAnswer } from './partners-api';
import { useKindScreen } from './partner-kind';
import { ApproveTag, CompanyTypeTag } from './partner-parts';
import { RegionCascader } from './region-cascader';

const DAY = 'YYYY-MM-DD';

type FormShape = {
  creditCode?: string;
  contactName: string;
  contactPhone: string;
  regionCode?: string;
  level?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
  remark?: string;
};

type Lookup =
  { state: 'idle' } | { state: 'loading' } | { state: 'found'; company: PartnerLookupAnswer } | { state: 'error'; message: string };

/** A code typed so far: '' (nothing), 'partial' (fewer than 18), 'invalid' (18 with a wrong check character) or 'valid'. */
export function creditCodeState(raw: string): 'empty' | 'partial' | 'invalid' | 'valid' {
  const code = raw.trim().toUpperCase();
  if (!code) return 'empty';
  if (code.length < 18) return 'partial';
  return isValidCreditCode(code) ? 'valid' : 'invalid';
}

function PartnerForm({ detail }: { detail: PartnerDetail | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const screen = useKindScreen();
  const [form] = Form.useForm<FormShape>();
  const [saving, setSaving] = useState(false);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [looked, setLooked] = useState('');
  const editing = detail !== null;
  const kindName = t(`cmPartners:kind.${screen.kind}`);

  const runLookup = async (raw: string) => {
    const code = raw.trim().toUpperCase();
    if (editing || creditCodeState(code) !== 'valid' || code === looked) return;
    setLooked(code);
    setLookup({ state: 'loading' });
    try {
      const company = await lookupPartner(code, screen.kind);
      setLookup(
        company.relationId !== null
          ? { state: 'error', message: t('cmPartners:form.alreadyListed', { name: company.companyName, kind: kindName }) }
          : { state: 'found', company },
      );
    } catch (e) {
      setLookup({ state: 'error', message: isApiError(e) ? e.msg : t('cmPartners:form.lookupFailed') });
    }
  };

  const onCodeChange = (raw: string) => {
    if (creditCodeState(raw) === 'valid') void runLookup(raw);
    else {
      setLooked('');
      setLookup({ state: 'idle' });
    }
  };

  const submit = async (v: FormShape) => {
    if (!editing && lookup.state !== 'found') return;
    const [from, to] = v.period ?? [null, null];
    setSaving(true);
    try {
      const saved = await savePartner({
        kind: screen.kind,
        ...(detail ? { id: detail.relation.id } : { creditCode: v.creditCode!.trim().toUpperCase() }),
        contactName: v.contactName,
        contactPhone: v.contactPhone,
        regionCode: v.regionCode ?? '',
        level: v.level ?? '',
        cooperationFrom: from ? from.format(DAY) : null,
        cooperationTo: to ? to.format(DAY) : null,
        remark: v.remark ?? '',
      });
      void message.success(t(editing ? 'cmPartners:form.updated' : 'cmPartners:form.added'));
      void navigate(`${screen.detailPath}?id=${saved.id}`);
    } catch {
      // the request layer showed the server's message; the form keeps the input
    } finally {
      setSaving(false);
    }
  };

  const codeValue = Form.useWatch('creditCode', form) ?? '';
  const codeState = creditCodeState(codeValue);
  const codeHelp =
    codeState === 'invalid' ? (
      CREDIT_CODE_INVALID_MSG
    ) : lookup.state === 'error' ? (
      lookup.message
    ) : lookup.state === 'loading' ? (
      t('cmPartners:form.lookingUp')
    ) : lookup.state === 'found' ? (
      <Space size={4} wrap data-testid="lookup-found">
        <Typography.Text strong>{lookup.company.companyName}</Typography.Text>
        <CompanyTypeTag type={lookup.company.companyType} />
        <ApproveTag status={lookup.company.approveStatus} />
      </Space>
    ) : (
      t('cmPartners:form.creditCodeHelp')
    );
  const initial: Partial<FormShape> = detail
    ? {
        contactName: detail.relation.contactName,
        contactPhone: detail.relation.contactPhone,
        regionCode: detail.relation.regionCode,
        level: detail.relation.level,
        period:
          detail.relation.cooperationFrom || detail.relation.cooperationTo
            ? [
                detail.relation.cooperationFrom ? dayjs(detail.relation.cooperationFrom) : null,
                detail.relation.cooperationTo ? dayjs(detail.relation.cooperationTo) : null,
              ]
            : null,
        remark: detail.relation.remark,
      }
    : {};

  return (
    <Card
      title={t(editing ? 'cmPartners:title.edit' : 'cmPartners:title.add', { kind: kindName })}
      data-testid="partner-edit-page"
      extra={
        <Button onClick={() => void navigate(detail ? `${screen.detailPath}?id=${detail.relation.id}` : screen.listPath)}>
          {t('cmPartners:action.back')}
        </Button>
      }
    >
      <Form<FormShape>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={initial}
        onFinish={(v) => void submit(v)}
        disabled={saving}
      >
        {editing ? (
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { label: t('cmPartners:field.partnerName'), children: detail.partner.companyName },
              { label: t('cmPartners:field.creditCode'), children: detail.partner.creditCode },
            ]}
          />
        ) : (
          <Form.Item
            name="creditCode"
            label={t('cmPartners:field.creditCode')}
            validateStatus={
              codeState === 'invalid' || lookup.state === 'error'
                ? 'error'
                : lookup.state === 'found'
                  ? 'success'
                  : lookup.state === 'loading'
                    ? 'validating'
                    : undefined
            }
            help={<span data-testid="credit-code-help">{codeHelp}</span>}
            rules={[
              { required: true, message: t('cmPartners:form.creditCodeRequired') },
              {
                validator: async () => {
                  if (codeState === 'partial') throw new Error(t('cmPartners:form.creditCodeLength'));
                  if (codeState === 'invalid') throw new Error(CREDIT_CODE_INVALID_MSG);
                  if (lookup.state === 'error') throw new Error(lookup.message);
                },
              },
            ]}
          >
            <Input
              maxLength={18}
              placeholder={t('cmPartners:form.creditCodePlaceholder')}
              onChange={(e) => onCodeChange(e.target.value)}
              onBlur={(e) => void runLookup(e.target.value)}
              data-testid="credit-code-input"
            />
          </Form.Item>
        )}
        <Flex gap={24} wrap>
          <Form.Item
            name="contactName"
            label={t('cmPartners:field.contactName')}
            style={{ flex: '1 1 240px' }}
            rules={[{ required: true, whitespace: true, message: t('cmPartners:form.contactRequired') }]}
          >
            <Input maxLength={32} data-testid="contact-input" />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label={t('cmPartners:field.contactPhone')}
            style={{ flex: '1 1 240px' }}
            rules={[
              { required: true, message: t('cmPartners:form.phoneRequired') },
              { pattern: CONTACT_PHONE_RULE, message: t('cmPartners:form.phoneInvalid') },
            ]}
          >
            <Input maxLength={24} data-testid="phone-input" />
          </Form.Item>
        </Flex>
        <Flex gap={24} wrap>
          <Form.Item name="regionCode" label={t('cmPartners:field.region')} style={{ flex: '1 1 240px' }}>
            <RegionCascader />
          </Form.Item>
          <Form.Item name="level" label={t('cmPartners:field.level')} style={{ flex: '1 1 240px' }}>
            <Input maxLength={16} placeholder={t('cmPartners:form.levelPlaceholder')} data-testid="level-input" />
          </Form.Item>
        </Flex>
        <Form.Item name="period" label={t('cmPartners:field.cooperation')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} data-testid="period-input" />
        </Form.Item>
        <Form.Item name="remark" label={t('cmPartners:field.remark')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={!editing && lookup.state !== 'found'}
            data-testid="partner-save"
          >
            {t('cmPartners:action.save')}
          </Button>
          <Button onClick={() => void navigate(screen.listPath)}>{t('cmPartners:action.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}

export function PartnerEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const detail = useQuery({ queryKey: ['cmPartners', 'detail', id], queryFn: () => partnerDetail(id!), enabled: id !== null });
  let body;
  if (raw !== null && id === null) body = <Result status="warning" title={t('cmPartners:detail.badId')} />;
  else if (id !== null && detail.isPending) body = <Spin style={{ display: 'block', margin: '64px auto' }} />;
  else if (id !== null && detail.isError) body = <Alert type="error" showIcon message={t('cmPartners:detail.loadFailed')} />;
  else body = <PartnerForm key={id ?? 'new'} detail={id === null ? null : detail.data!} />;
  return <App component={false}>{body}</App>;
}
