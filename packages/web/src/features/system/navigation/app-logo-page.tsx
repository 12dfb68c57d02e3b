// /systemSetup/appLogoManagement 应用Logo: a company's logo, display name and theme colour of each app it
// holds — its users see them on the app tiles, in the app switch of the side menu and as the app's title.
// A company administrator sets its own company's; the platform picks any company of the tenant. The logo
// is a PNG (may be transparent) or JPG of at most 512 KB, uploaded to the file library.
import { useEffect, useState } from 'react';
import {
  App,
  Avatar,
  Button,
  Card,
  Col,
  ColorPicker,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
  Upload,
  theme,
} from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppBrandingRow } from '@medportal/contracts/system/navigation.contract';
import { APP_DISPLAY_NAME_MAX, APP_LOGO_MAX_BYTES, APP_LOGO_TYPES } from '@medportal/contracts/system/navigation-rules';
import { usePermission } from '../../../kit/permission/permission';
import { useSessionStore } from '../../../lib/session-store';
import { showInstant } from '../../../lib/time';
import { appGroupName, appName } from '../../../shell/catalogue-names';
import { APP_BRANDING_KEY, appBrandingCompanies, appBrandingList, resetAppBranding, saveAppBranding, uploadLogo } from './navigation-api';
import { useAsk } from './use-ask';

const LOGO_SIZE = 48;

type BrandForm = { displayName?: string; themeColor?: string | null };

/** A logo file is acceptable in the browser already: PNG or JPEG, at most 512 KB. */
export function logoProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(APP_LOGO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > APP_LOGO_MAX_BYTES) return 'size';
  return null;
}

function BrandLogo({ row, size = LOGO_SIZE, src }: { row: AppBrandingRow; size?: number; src?: string | null }) {
  const { token } = theme.useToken();
  const url = src === undefined ? row.logoUrl : src;
  const name = row.displayName || appName(row);
  return url ? (
    <Avatar shape="square" size={size} src={url} alt={name} style={{ flex: 'none' }} />
  ) : (
    <Avatar shape="square" size={size} style={{ background: row.themeColor ?? token.colorPrimary, flex: 'none' }}>
      {name.slice(0, 1)}
    </Avatar>
  );
}

function BrandDialog({
  row,
  companyId,
  onClose,
  onSaved,
}: {
  row: AppBrandingRow | null;
  companyId?: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BrandForm>();
  // undefined: unchanged; null: removed; a code: uploaded
  const [logo, setLogo] = useState<{ fileCode: string | null; preview: string | null } | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    setLogo(undefined);
    if (row) form.setFieldsValue({ displayName: row.displayName ?? '', themeColor: row.themeColor });
  }, [row, form]);
  useEffect(
    () => () => {
      if (logo?.preview?.startsWith('blob:')) URL.revokeObjectURL(logo.preview);
    },
    [logo],
  );

  const save = useMutation({
    mutationFn: (v: BrandForm) =>
      saveAppBranding({
        ...(companyId ? { companyId } : {}),
        appId: row!.appId,
        ...(logo === undefined ? {} : { logoFileCode: logo.fileCode }),
        displayName: v.displayName?.trim() || null,
        themeColor: v.themeColor || null,
      }),
    onSuccess: () => {
      void message.success(t('sysNavigation:saved'));
      onSaved();
      onClose();
    },
  });

  const beforeUpload = (file: File) => {
    const problem = logoProblem(file);
    if (problem) {
      void message.error(t(problem === 'type' ? 'sysNavigation:logo.badType' : 'sysNavigation:logo.tooLarge'));
      return Upload.LIST_IGNORE;
    }
    setUploading(true);
    uploadLogo(file)
      .then((fileCode) => setLogo({ fileCode, preview: URL.createObjectURL(file) }))
      .catch(() => void message.error(t('sysNavigation:logo.uploadFailed')))
      .finally(() => setUploading(false));
    return false;
  };

  const preview = logo === undefined ? row?.logoUrl : logo.preview;
  return (
    <Modal
      open={row !== null}
      width={520}
      title={t('sysNavigation:logo.editOf', { name: row ? appName(row) : '' })}
      okText={t('sysNavigation:save')}
      cancelText={t('sysNavigation:cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: uploading, ...({ 'data-testid': 'brand-form-ok' } as Record<string, string>) }}
      onOk={() =>
        void form.validateFields().then(
          (v) => save.mutate(v),
          () => undefined,
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      {row && (
        <Form form={form} layout="vertical" data-testid="brand-form">
          <Form.Item label={t('sysNavigation:logo.logo')} extra={t('sysNavigation:logo.logoHint')}>
            <Flex gap={16} align="center">
              <BrandLogo row={row} size={64} src={preview ?? null} />
              <Space>
                <Upload accept=".png,.jpg,.jpeg" showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
                  <Button icon={<UploadOutlined />} loading={uploading} data-testid="brand-upload">
                    {t('sysNavigation:logo.upload')}
                  </Button>
                </Upload>
                {preview && (
                  <Button onClick={() => setLogo({ fileCode: null, preview: null })} data-testid="brand-remove-logo">
                    {t('sysNavigation:logo.removeLogo')}
                  </Button>
                )}
              </Space>
            </Flex>
          </Form.Item>
          <Form.Item
            name="displayName"
            label={t('sysNavigation:logo.displayName')}
            extra={t('sysNavigation:logo.displayNameHint', { name: row.appName })}
          >
            <Input maxLength={APP_DISPLAY_NAME_MAX} showCount placeholder={appName(row)} data-testid="brand-name" />
          </Form.Item>
          <Form.Item
            name="themeColor"
            label={t('sysNavigation:logo.themeColor')}
            getValueFromEvent={(_c: unknown, hex: string) => hex}
            extra={t('sysNavigation:logo.themeColorHint')}
          >
            <ColorPicker format="hex" allowClear disabledAlpha showText onClear={() => form.setFieldValue('themeColor', null)} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

function CompanyPicker({ value, onChange }: { value?: number; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const companies = useQuery({
    queryKey: [...APP_BRANDING_KEY, 'companies', keyword],
    queryFn: () => appBrandingCompanies(keyword || undefined),
  });
  return (
    <Select
      style={{ width: 320 }}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('sysNavigation:logo.ownCompany')}
      aria-label={t('sysNavigation:logo.ownCompany')}
      value={value}
      onChange={(id: number | undefined) => onChange(id)}
      loading={companies.isFetching}
      options={(companies.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
      data-testid="brand-company"
    />
  );
}

function AppLogos() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ask = useAsk();
  const client = useQueryClient();
  const canEdit = usePermission('sys.appLogo.edit');
  const isPlatform = useSessionStore((s) => s.session?.companyType === 'MM');
  const [companyId, setCompanyId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<AppBrandingRow | null>(null);
  const list = useQuery({ queryKey: [...APP_BRANDING_KEY, 'list', companyId ?? 0], queryFn: () => appBrandingList(companyId) });
  const refresh = () => client.invalidateQueries({ queryKey: APP_BRANDING_KEY });
  const reset = useMutation({
    mutationFn: (row: AppBrandingRow) => resetAppBranding({ ...(companyId ? { companyId } : {}), appId: row.appId }),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysNavigation:logo.resetDone'));
    },
  });

  const rows = list.data ?? [];
  const branded = (r: AppBrandingRow) => r.logoFileCode !== null || r.displayName !== null || r.themeColor !== null;
  return (
    <Card
      title={t('sysNavigation:logo.title')}
      data-testid="app-logo-page"
      extra={isPlatform && <CompanyPicker value={companyId} onChange={setCompanyId} />}
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('sysNavigation:logo.hint')}</Typography.Text>
        <Spin spinning={list.isFetching}>
          {rows.length === 0 ? (
            <Empty description={list.isLoading ? t('sysNavigation:loading') : t('sysNavigation:logo.empty')} />
          ) : (
            <Row gutter={[16, 16]}>
              {rows.map((row) => (
                <Col key={row.appId} xs={24} md={12} xl={8}>
                  <Card
                    size="small"
                    data-testid={`brand-card-${row.appCode}`}
                    actions={
                      canEdit
                        ? [
                            <Button
                              key="edit"
                              type="link"
                              size="small"
                              onClick={() => setEditing(row)}
                              data-testid={`brand-edit-${row.appCode}`}
                            >
                              {t('sysNavigation:edit')}
                            </Button>,
                            <Button
                              key="reset"
                              type="link"
                              size="small"
                              disabled={!branded(row)}
                              data-testid={`brand-reset-${row.appCode}`}
                              onClick={() =>
                                void ask(t('sysNavigation:logo.confirmReset', { name: appName(row) }), () => reset.mutate(row))
                              }
                            >
                              {t('sysNavigation:logo.reset')}
                            </Button>,
                          ]
                        : []
                    }
                  >
                    <Flex gap={12} align="center">
                      <BrandLogo row={row} />
                      <Flex vertical gap={2} style={{ minWidth: 0 }}>
                        <Typography.Text strong ellipsis>
                          {row.displayName || appName(row)}
                        </Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {appName(row)} · {row.groupName ? appGroupName(row.groupName) : t('sysNavigation:groups.ungrouped')}
                        </Typography.Text>
                        <Space size={4} wrap>
                          {row.themeColor && <Tag color={row.themeColor}>{row.themeColor}</Tag>}
                          {branded(row) ? (
                            <Tag color="processing">{t('sysNavigation:logo.custom')}</Tag>
                          ) : (
                            <Tag>{t('sysNavigation:logo.default')}</Tag>
                          )}
                          {row.updatedAt && (
                            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                              {showInstant(row.updatedAt, 'minute')}
                            </Typography.Text>
                          )}
                        </Space>
                      </Flex>
                    </Flex>
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </Spin>
      </Flex>
      <BrandDialog row={editing} companyId={companyId} onClose={() => setEditing(null)} onSaved={() => void refresh()} />
    </Card>
  );
}

export function AppLogoPage() {
  return (
    <App component={false}>
      <AppLogos />
    </App>
  );
}
