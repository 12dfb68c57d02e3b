// /company/info-manage/enterprise-info: the company's enterprise information. Every member sees it; the
// administrator edits the profile (and, until the company is authenticated, its name and credit code).
// Leaving the form with unsaved changes asks first.
import { useState } from 'react';
import { Alert, App, Avatar, Button, Card, Cascader, Descriptions, Form, Input, Result, Skeleton, Space, Typography } from 'antd';
import { EditOutlined, ShopOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EnterpriseInfo, SaveEnterpriseInfoBody } from '@medportal/contracts/staff/company-info.contract';
import { PROFILE_LIMITS, isWebsite } from '@medportal/contracts/staff/company-info-rules';
import { CREDIT_CODE_SHAPE, isValidCreditCode } from '@medportal/contracts/staff/company-rules';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { useFileObjectUrl } from '../../../kit/viewer/use-file-object-url';
import { showInstant } from '../../../lib/time';
import { ENTERPRISE_KEY, REGIONS_KEY, fetchEnterpriseInfo, fetchRegions, saveEnterpriseInfo } from './info-api';
import { useUnsavedGuard } from './use-unsaved-guard';
import { AUTH_HOME, approveTag } from './approve-status';

type Values = {
  companyName: string;
  creditCode: string;
  shortName: string;
  region: string[];
  address: string;
  website: string;
  businessScope: string;
  intro: string;
};

const regionPath = (code: string): string[] => {
  if (!code) return [];
  const province = `${code.slice(0, 2)}0000`;
  return province === code ? [code] : [province, `${code.slice(0, 4)}00`];
};

const valuesOf = (info: EnterpriseInfo): Values => ({
  companyName: info.companyName,
  creditCode: info.creditCode,
  shortName: info.shortName,
  region: regionPath(info.regionCode),
  address: info.address,
  website: info.website,
  businessScope: info.businessScope,
  intro: info.intro,
});

function EnterpriseForm({ info, onDone }: { info: EnterpriseInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const regions = useQuery({ queryKey: REGIONS_KEY, queryFn: fetchRegions, staleTime: Infinity });
  useUnsavedGuard(dirty);

  const save = useMutation({
    mutationFn: (body: SaveEnterpriseInfoBody) => saveEnterpriseInfo(body),
    onSuccess: (next) => {
      setDirty(false);
      client.setQueryData(ENTERPRISE_KEY, next);
      message.success(t('companyInfo:saved'));
      onDone();
    },
  });

  const submit = (v: Values) => {
    const body: SaveEnterpriseInfoBody = {
      shortName: v.shortName ?? '',
      regionCode: v.region?.[v.region.length - 1] ?? '',
      address: v.address ?? '',
      website: (v.website ?? '').trim(),
      businessScope: v.businessScope ?? '',
      intro: v.intro ?? '',
      ...(info.identityLocked ? {} : { companyName: v.companyName.trim(), creditCode: v.creditCode.trim().toUpperCase() }),
    };
    save.mutate(body);
  };

  const cancel = () => {
    if (!dirty) return onDone();
    confirm({ title: t('companyInfo:unsaved.title'), content: t('companyInfo:unsaved.discard'), danger: true }).then(
      onDone,
      () => undefined,
    );
  };

  const text = (max: number) => ({ max, message: t('companyInfo:validation.max', { max }) });
  const lockedHint = info.identityLocked ? t('companyInfo:enterprise.lockedHint') : undefined;

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={valuesOf(info)}
      onValuesChange={() => setDirty(true)}
      onFinish={submit}
      style={{ maxWidth: 720 }}
      data-testid="enterprise-form"
      onKeyDown={(e) => e.key === 'Escape' && cancel()}
    >
      <Form.Item
        name="companyName"
        label={t('companyInfo:enterprise.companyName')}
        extra={lockedHint}
        rules={[
          { required: true, whitespace: true, message: t('companyInfo:enterprise.companyNameRequired') },
          { min: 2, message: t('companyInfo:validation.min', { min: 2 }) },
          text(100),
        ]}
      >
        <Input disabled={info.identityLocked} autoFocus={!info.identityLocked} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label={t('companyInfo:enterprise.creditCode')}
        extra={lockedHint}
        rules={[
          { required: true, whitespace: true, message: t('companyInfo:enterprise.creditCodeRequired') },
          {
            validator: (_r, v: string) => {
              const code = (v ?? '').trim().toUpperCase();
              if (!code || info.identityLocked) return Promise.resolve();
              if (code.length !== 18 || !CREDIT_CODE_SHAPE.test(code))
                return Promise.reject(new Error(t('companyInfo:enterprise.creditCodeLength')));
              return isValidCreditCode(code) ? Promise.resolve() : Promise.reject(new Error(t('companyInfo:enterprise.creditCodeInvalid')));
            },
          },
        ]}
      >
        <Input disabled={info.identityLocked} maxLength={18} />
      </Form.Item>
      <Form.Item name="shortName" label={t('companyInfo:enterprise.shortName')} rules={[text(PROFILE_LIMITS.shortName)]}>
        <Input maxLength={PROFILE_LIMITS.shortName} showCount autoFocus={info.identityLocked} />
      </Form.Item>
      <Form.Item name="region" label={t('companyInfo:enterprise.region')}>
        <Cascader
          options={(regions.data ?? []).map((p) => ({
            value: p.code,
            label: p.name,
            children: p.children.map((c) => ({ value: c.code, label: c.name })),
          }))}
          loading={regions.isLoading}
          changeOnSelect
          allowClear
          showSearch
          placeholder={t('companyInfo:enterprise.regionPlaceholder')}
          data-testid="region-cascader"
        />
      </Form.Item>
      <Form.Item name="address" label={t('companyInfo:enterprise.address')} rules={[text(PROFILE_LIMITS.address)]}>
        <Input maxLength={PROFILE_LIMITS.address} />
      </Form.Item>
      <Form.Item
        name="website"
        label={t('companyInfo:enterprise.website')}
        rules={[
          text(PROFILE_LIMITS.website),
          {
            validator: (_r, v: string) =>
              !v?.trim() || isWebsite(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('companyInfo:enterprise.websiteInvalid'))),
          },
        ]}
      >
        <Input placeholder="https://" maxLength={PROFILE_LIMITS.website} />
      </Form.Item>
      <Form.Item name="businessScope" label={t('companyInfo:enterprise.businessScope')} rules={[text(PROFILE_LIMITS.businessScope)]}>
        <Input.TextArea rows={3} maxLength={PROFILE_LIMITS.businessScope} showCount />
      </Form.Item>
      <Form.Item name="intro" label={t('companyInfo:enterprise.intro')} rules={[text(PROFILE_LIMITS.intro)]}>
        <Input.TextArea rows={4} maxLength={PROFILE_LIMITS.intro} showCount />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('companyInfo:save')}
        </Button>
        <Button onClick={cancel}>{t('companyInfo:cancel')}</Button>
      </Space>
    </Form>
  );
}

function CompanyLogo({ path, name }: { path: string; name: string }) {
  const logo = useFileObjectUrl(path || null);
  return <Avatar shape="square" size={48} src={logo.url ?? undefined} icon={<ShopOutlined />} alt={name} />;
}

function EnterpriseView({ info }: { info: EnterpriseInfo }) {
  const { t } = useTranslation();
  const none = <Typography.Text type="secondary">{t('companyInfo:none')}</Typography.Text>;
  const or = (v: string) => v || none;
  const status = approveTag(info.approveStatus, t);
  return (
    <Descriptions bordered column={{ xs: 1, md: 2 }} data-testid="enterprise-view">
      <Descriptions.Item label={t('companyInfo:enterprise.companyName')}>
        <Space>
          <CompanyLogo path={info.logoUrl} name={info.companyName} />
          {info.companyName}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.companyCode')}>{info.companyCode}</Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.companyType')}>
        {t(`companyInfo:companyType.${info.companyType}`, { defaultValue: info.companyType })}
      </Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.creditCode')}>{or(info.creditCode)}</Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.approveStatus')}>
        <Space>
          {status}
          {isBuiltScreen(AUTH_HOME) && info.editable && info.approveStatus !== '1' && (
            <Link to={AUTH_HOME}>{t('companyInfo:enterprise.goAuthenticate')}</Link>
          )}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.shortName')}>{or(info.shortName)}</Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.contactName')}>{or(info.contactName)}</Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.contactPhone')}>{or(info.contactPhone)}</Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.region')}>{or(info.regionName)}</Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.address')}>{or(info.address)}</Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.website')} span={{ xs: 1, md: 2 }}>
        {info.website ? (
          <Typography.Link href={info.website} target="_blank" rel="noopener noreferrer">
            {info.website}
          </Typography.Link>
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.businessScope')} span={{ xs: 1, md: 2 }}>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{or(info.businessScope)}</Typography.Paragraph>
      </Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:enterprise.intro')} span={{ xs: 1, md: 2 }}>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{or(info.intro)}</Typography.Paragraph>
      </Descriptions.Item>
      <Descriptions.Item label={t('companyInfo:updatedAt')} span={{ xs: 1, md: 2 }}>
        {info.updatedAt ? showInstant(info.updatedAt, 'minute') : none}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function EnterpriseInfoPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const info = useQuery({ queryKey: ENTERPRISE_KEY, queryFn: fetchEnterpriseInfo });

  let body;
  if (info.isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (info.isError || !info.data)
    body = (
      <Result
        status="warning"
        title={t('companyInfo:loadFailed')}
        extra={<Button onClick={() => void info.refetch()}>{t('companyInfo:retry')}</Button>}
      />
    );
  else if (editing) body = <EnterpriseForm info={info.data} onDone={() => setEditing(false)} />;
  else body = <EnterpriseView info={info.data} />;

  return (
    <App component={false}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {info.data && !info.data.editable && (
          <Alert type="info" showIcon title={t('companyInfo:readOnlyHint')} data-testid="read-only-hint" />
        )}
        <Card
          title={t('companyInfo:enterprise.title')}
          extra={
            info.data?.editable &&
            !editing && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="edit">
                {t('companyInfo:edit')}
              </Button>
            )
          }
        >
          {body}
        </Card>
      </Space>
    </App>
  );
}
