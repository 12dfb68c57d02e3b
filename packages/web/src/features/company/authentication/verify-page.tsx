// /company/authentication/verify?type= 填写认证信息: company type, name, unified social credit code (checked
// as it is typed: GB 32100 length and check character), legal person and ID number, registered address,
// contact, the business licence (kit upload: PDF/JPG/PNG) and an optional video statement (mp4). 提交认证
// asks the server's saveCheck first, then a confirm, then submits. Only the company's administrator may
// submit; others (or a company already authenticated / under review) see the form read-only with a notice.
import { useEffect, useState } from 'react';
import { App, Alert, Button, Card, Flex, Form, Input, Select, Space, Spin, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { COMPANY_AUTH_TYPES } from '@medportal/contracts/staff/company-auth-rules';
import { CONTACT_PHONE_RULE, isValidCreditCode } from '@medportal/contracts/staff/company-rules';
import { isValidIdCard } from '@medportal/contracts/system/users-rules';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { FileUpload } from '../../../kit/upload/file-upload';
import type { UploadItem } from '../../../kit/upload/upload-rules';
import { authSave, authSaveCheck, uploadStatementVideo, type AuthSaveBody } from './auth-api';
import { HOME_PATH, SELECT_PATH, approveStatusKey, useAuthCurrent } from './auth-parts';

type Values = {
  companyType: string;
  companyName: string;
  creditCode: string;
  legalPerson: string;
  legalPersonIdNo: string;
  registeredAddress?: string;
  contactName?: string;
  contactPhone?: string;
  licence?: UploadItem[];
};

/** The credit code's state as typed: nothing yet, too short/long, wrong check character, or valid. */
export function creditCodeState(value: string | undefined): 'empty' | 'length' | 'invalid' | 'valid' {
  const code = (value ?? '').trim().toUpperCase();
  if (!code) return 'empty';
  if (code.length !== 18) return 'length';
  return isValidCreditCode(code) ? 'valid' : 'invalid';
}

const fileCodeOf = (item: UploadItem | undefined): string | undefined =>
  item?.url ? (new URL(item.url, 'http://x').searchParams.get('fileCode') ?? undefined) : undefined;

function Verify() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const current = useAuthCurrent();
  const [form] = Form.useForm<Values>();
  const creditCode = Form.useWatch('creditCode', form);
  const [video, setVideo] = useState<{ fileCode: string; fileName: string } | null>(null);
  const [videoLoading, setVideoLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const c = current.data;
  const requestedType = params.get('type') ?? '';

  useEffect(() => {
    if (!c) return;
    const latest = c.latest;
    form.setFieldsValue({
      companyType: (COMPANY_AUTH_TYPES as readonly string[]).includes(requestedType)
        ? requestedType
        : (latest?.companyType ?? c.companyType),
      companyName: latest?.companyName ?? c.companyName,
      creditCode: latest?.creditCode ?? '',
      legalPerson: latest?.legalPerson ?? '',
      registeredAddress: latest?.registeredAddress ?? '',
      contactName: latest?.contactName ?? '',
      contactPhone: latest?.contactPhone ?? '',
    });
  }, [c, form, requestedType]);

  if (current.isPending) return <Spin data-testid="verify-loading" />;
  const editable = Boolean(c?.maySubmit);
  const required = (field: string) => ({ required: true, whitespace: true, message: t('companyAuth:verify.required', { field }) });
  const state = creditCodeState(creditCode);
  const creditHelp =
    state === 'length'
      ? t('companyAuth:verify.creditCodeLength')
      : state === 'invalid'
        ? t('companyAuth:verify.creditCodeInvalid')
        : state === 'valid'
          ? t('companyAuth:verify.creditCodeValid')
          : undefined;

  const bodyOf = (v: Values): AuthSaveBody => ({
    companyType: v.companyType,
    companyName: v.companyName.trim(),
    creditCode: v.creditCode.trim().toUpperCase(),
    legalPerson: v.legalPerson.trim(),
    legalPersonIdNo: v.legalPersonIdNo.trim().toUpperCase(),
    registeredAddress: v.registeredAddress?.trim() ?? '',
    contactName: v.contactName?.trim() ?? '',
    contactPhone: v.contactPhone?.trim() ?? '',
    ...(fileCodeOf(v.licence?.[0]) ? { licenceFileCode: fileCodeOf(v.licence?.[0]) } : {}),
    ...(video ? { videoFileCode: video.fileCode } : {}),
  });

  const submit = async () => {
    let body: AuthSaveBody;
    try {
      body = bodyOf(await form.validateFields());
    } catch {
      return;
    }
    setSaving(true);
    try {
      await authSaveCheck(body);
      await confirm({ content: t('companyAuth:verify.submitConfirm') });
      await authSave(body);
      void message.success(t('companyAuth:verify.submitted'));
      await queryClient.invalidateQueries({ queryKey: ['companyAuth'] });
      void navigate(HOME_PATH);
    } catch {
      // cancelled, or the request layer showed the server's message (naming the field)
    } finally {
      setSaving(false);
    }
  };

  const pickVideo = async (file: File) => {
    if (!/\.mp4$/i.test(file.name) || (file.type && file.type !== 'video/mp4')) {
      void message.warning(t('companyAuth:verify.videoType'));
      return;
    }
    setVideoLoading(true);
    try {
      setVideo(await uploadStatementVideo(file));
    } catch {
      // the request layer showed the server's message
    } finally {
      setVideoLoading(false);
    }
  };

  return (
    <Card
      title={t('companyAuth:title.verify')}
      extra={<Button onClick={() => void navigate(SELECT_PATH)}>{t('companyAuth:verify.typeChange')}</Button>}
      data-testid="verify-page"
    >
      {c && !c.isAdmin && (
        <Alert
          type="warning"
          showIcon
          title={t('companyAuth:home.adminOnly')}
          data-testid="verify-read-only"
          style={{ marginBottom: 16 }}
        />
      )}
      {c && c.isAdmin && !c.maySubmit && (
        <Alert
          type="info"
          showIcon
          title={t('companyAuth:verify.notAllowed', { status: t(`companyAuth:status.${approveStatusKey(c.approveStatus)}`) })}
          data-testid="verify-not-allowed"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 14 }} disabled={!editable} style={{ maxWidth: 900 }}>
        <Form.Item
          name="companyType"
          label={t('companyAuth:field.companyType')}
          rules={[{ required: true, message: t('companyAuth:field.companyType') }]}
        >
          <Select
            options={COMPANY_AUTH_TYPES.map((type) => ({ value: type, label: t(`companyAuth:type.${type}`) }))}
            data-testid="verify-type"
          />
        </Form.Item>
        <Form.Item name="companyName" label={t('companyAuth:field.companyName')} rules={[required(t('companyAuth:field.companyName'))]}>
          <Input maxLength={100} data-testid="verify-company-name" />
        </Form.Item>
        <Form.Item
          name="creditCode"
          label={t('companyAuth:field.creditCode')}
          validateStatus={state === 'valid' ? 'success' : state === 'empty' ? undefined : 'error'}
          help={creditHelp ? <span data-testid="credit-code-help">{creditHelp}</span> : undefined}
          rules={[
            required(t('companyAuth:field.creditCode')),
            {
              validator: async (_r, v: string) =>
                creditCodeState(v) === 'valid' || !v ? undefined : Promise.reject(new Error(t('companyAuth:verify.creditCodeInvalid'))),
            },
          ]}
        >
          <Input
            maxLength={18}
            placeholder={t('companyAuth:verify.placeholder', { field: t('companyAuth:field.creditCode') })}
            data-testid="verify-credit-code"
          />
        </Form.Item>
        <Form.Item name="legalPerson" label={t('companyAuth:field.legalPerson')} rules={[required(t('companyAuth:field.legalPerson'))]}>
          <Input maxLength={32} data-testid="verify-legal-person" />
        </Form.Item>
        <Form.Item
          name="legalPersonIdNo"
          label={t('companyAuth:field.legalPersonIdNo')}
          rules={[
            required(t('companyAuth:field.legalPersonIdNo')),
            {
              validator: async (_r, v: string) =>
                !v || isValidIdCard(v) ? undefined : Promise.reject(new Error(t('companyAuth:verify.idNoInvalid'))),
            },
          ]}
        >
          <Input maxLength={18} data-testid="verify-id-no" />
        </Form.Item>
        <Form.Item name="registeredAddress" label={t('companyAuth:field.registeredAddress')}>
          <Input maxLength={200} data-testid="verify-address" />
        </Form.Item>
        <Form.Item name="contactName" label={t('companyAuth:field.contactName')}>
          <Input maxLength={32} data-testid="verify-contact" />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={t('companyAuth:field.contactPhone')}
          rules={[
            {
              validator: async (_r, v: string) =>
                !v || CONTACT_PHONE_RULE.test(v.trim()) ? undefined : Promise.reject(new Error(t('companyAuth:verify.phoneInvalid'))),
            },
          ]}
        >
          <Input maxLength={24} data-testid="verify-phone" />
        </Form.Item>
        <Form.Item
          name="licence"
          label={t('companyAuth:field.licence')}
          // checked on submit only: the kit's card shows its own progress and type hint while uploading
          validateTrigger={[]}
          rules={[
            {
              validator: async (_r, v: UploadItem[] | undefined) =>
                fileCodeOf(v?.[0]) ? undefined : Promise.reject(new Error(t('companyAuth:verify.licenceRequired'))),
            },
          ]}
        >
          <FileUpload limit={1} disabled={!editable} />
        </Form.Item>
        <Form.Item label={t('companyAuth:field.video')} extra={t('companyAuth:verify.videoHint')}>
          {video ? (
            <Space>
              <Typography.Text data-testid="verify-video-name">{video.fileName}</Typography.Text>
              <Button icon={<DeleteOutlined />} onClick={() => setVideo(null)} aria-label={t('companyAuth:verify.removeVideo')} />
            </Space>
          ) : (
            <Upload
              accept=".mp4,video/mp4"
              showUploadList={false}
              beforeUpload={(file) => {
                void pickVideo(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={videoLoading} data-testid="verify-video-upload">
                {videoLoading ? t('companyAuth:verify.videoUploading') : t('companyAuth:verify.uploadVideo')}
              </Button>
            </Upload>
          )}
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
          <Flex gap={8}>
            <Button type="primary" onClick={() => void submit()} loading={saving} disabled={!editable} data-testid="verify-submit">
              {t('companyAuth:verify.submit')}
            </Button>
            <Button disabled={false} onClick={() => void navigate(HOME_PATH)}>
              {t('companyAuth:verify.back')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </Card>
  );
}

export function VerifyPage() {
  return (
    <App component={false}>
      <Verify />
    </App>
  );
}
