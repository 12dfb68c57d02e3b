// /productManagement/registercard/add 新增注册证, and with ?id=N&change=1 变更注册证: the number checked as it
// is typed (the shared NMPA rules; on leaving the field the server says whether it is already registered),
// the kind and class the number implies shown, the holder (the platform picks a manufacturer; a
// manufacturer holds its own), product name, structure and composition, scope, issue and expiry dates
// (expiry required for a registration certificate, none for a filing), PDF/image attachments through the
// kit upload. A change keeps the number and holder and asks a change reason; it makes a new version.
import { useEffect, useState } from 'react';
import { App, Button, Card, DatePicker, Descriptions, Flex, Form, Input, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FileUpload } from '../../../kit/upload/file-upload';
import type { UploadItem } from '../../../kit/upload/upload-rules';
import {
  attachmentUrl,
  certificateDetail,
  changeCertificate,
  checkCertificateNo,
  fileCodeOf,
  manufacturerOptions,
  saveCertificate,
  type CertificateDetail,
} from './certificates-api';
import { checkNumber } from './certificate-model';
import { CERTIFICATE_DETAIL_PATH, CERTIFICATE_LIST_PATH } from './certificate-list-page';
import { ClassLabel, KindLabel, useIsPlatform } from './certificate-parts';

const MAX_ATTACHMENTS = 10;
/** numbers of each published format, shown as they are written in every language */
const NUMBER_EXAMPLES = ['国械注准20193140123', '苏械注准20202140456', '苏宁械备20210012号'].join(' / ');
const DAY = 'YYYY-MM-DD';

type FormShape = {
  certNo: string;
  holderCompanyId?: number;
  productName: string;
  structure?: string;
  scope?: string;
  issueDate?: Dayjs;
  expiryDate?: Dayjs | null;
  attachments?: UploadItem[];
  changeReason?: string;
};

const initialOf = (d: CertificateDetail): FormShape => ({
  certNo: d.certNo,
  productName: d.productName,
  structure: d.structure,
  scope: d.scope,
  issueDate: dayjs(d.issueDate),
  expiryDate: d.expiryDate ? dayjs(d.expiryDate) : null,
  attachments: d.attachments.map((a) => ({
    uid: a.fileCode,
    url: attachmentUrl(d.id, a.fileCode),
    loading: false,
    name: a.fileName,
    ...(/\.pdf$/i.test(a.fileName) ? { contentType: 'application/pdf' } : {}),
  })),
});

function HolderSelect({ id, value, onChange }: { id?: string; value?: number; onChange?: (v: number) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const options = useQuery({ queryKey: ['pdCertificates', 'manufacturers', keyword], queryFn: () => manufacturerOptions(keyword) });
  return (
    <Select
      id={id} // from the Form.Item around it, whose label points at it
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      loading={options.isFetching}
      placeholder={t('pdCertificates:form.holderPlaceholder')}
      options={(options.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
      data-testid="holder-select"
    />
  );
}

function CertificateForm({ detail }: { detail: CertificateDetail | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const platform = useIsPlatform();
  const [form] = Form.useForm<FormShape>();
  const [saving, setSaving] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const changing = detail !== null;
  const certNo = Form.useWatch('certNo', form) ?? detail?.certNo ?? '';
  const check = checkNumber(certNo);

  useEffect(() => {
    if (detail) form.setFieldsValue(initialOf(detail));
  }, [detail, form]);

  const lookUp = async () => {
    setTaken(null);
    if (changing || check.state !== 'valid') return;
    try {
      const answer = await checkCertificateNo(certNo.trim());
      if (answer.ok && answer.exists) setTaken(certNo.trim());
    } catch {
      // the live check is a hint only; save checks again
    }
  };

  const submit = async (v: FormShape) => {
    if (check.state !== 'valid') return;
    const fields = {
      deviceClass: check.deviceClass,
      productName: v.productName,
      structure: v.structure ?? '',
      scope: v.scope ?? '',
      issueDate: v.issueDate!.format(DAY),
      expiryDate: check.kind === 'registration' && v.expiryDate ? v.expiryDate.format(DAY) : null,
      attachments: (v.attachments ?? []).filter((a) => a.url).map((a) => ({ fileCode: fileCodeOf(a.url), fileName: a.name })),
    };
    setSaving(true);
    try {
      const saved = detail
        ? await changeCertificate({ ...fields, id: detail.id, revision: detail.currentVersion, changeReason: v.changeReason ?? '' })
        : await saveCertificate({
            ...fields,
            certNo: v.certNo.trim(),
            kind: check.kind,
            ...(platform && v.holderCompanyId ? { holderCompanyId: v.holderCompanyId } : {}),
          });
      void message.success(t(detail ? 'pdCertificates:form.changed' : 'pdCertificates:form.saved'));
      void navigate(`${CERTIFICATE_DETAIL_PATH}?id=${saved.id}`);
    } catch {
      // the request layer showed the server's message; the form keeps the input
    } finally {
      setSaving(false);
    }
  };

  const numberHelp =
    check.state === 'invalid'
      ? check.message
      : taken
        ? t('pdCertificates:form.taken', { certNo: taken })
        : t('pdCertificates:form.certNoHelp');
  const isFiling = check.state === 'valid' && check.kind === 'filing';

  return (
    <Card
      title={t(changing ? 'pdCertificates:title.change' : 'pdCertificates:title.add')}
      data-testid="certificate-form-page"
      extra={
        <Button onClick={() => void navigate(detail ? `${CERTIFICATE_DETAIL_PATH}?id=${detail.id}` : CERTIFICATE_LIST_PATH)}>
          {t('pdCertificates:action.back')}
        </Button>
      }
    >
      <Form<FormShape> form={form} layout="vertical" style={{ maxWidth: 880 }} onFinish={(v) => void submit(v)} disabled={saving}>
        <Form.Item
          name="certNo"
          label={t('pdCertificates:field.certNo')}
          validateStatus={check.state === 'invalid' || taken ? 'error' : check.state === 'valid' ? 'success' : undefined}
          help={<span data-testid="cert-no-help">{numberHelp}</span>}
          rules={[
            { required: true, message: t('pdCertificates:form.certNoRequired') },
            { validator: async () => (check.state === 'invalid' ? Promise.reject(new Error(check.message)) : undefined) },
          ]}
        >
          <Input
            maxLength={60}
            disabled={changing}
            placeholder={t('pdCertificates:form.certNoPlaceholder', { examples: NUMBER_EXAMPLES })}
            onBlur={() => void lookUp()}
            onChange={() => setTaken(null)}
            data-testid="cert-no-input"
          />
        </Form.Item>
        {check.state === 'valid' && (
          <Flex gap={8} style={{ marginBottom: 16 }} data-testid="cert-no-derived">
            <Typography.Text type="secondary">{t('pdCertificates:form.derived')}</Typography.Text>
            <Tag color="blue">
              <KindLabel kind={check.kind} />
            </Tag>
            <Tag color="purple">
              <ClassLabel deviceClass={check.deviceClass} />
            </Tag>
          </Flex>
        )}
        {changing ? (
          <Descriptions
            size="small"
            style={{ marginBottom: 16 }}
            items={[{ label: t('pdCertificates:field.holder'), children: detail.holderName }]}
          />
        ) : (
          platform && (
            <Form.Item
              name="holderCompanyId"
              label={t('pdCertificates:field.holder')}
              rules={[{ required: true, message: t('pdCertificates:form.holderRequired') }]}
            >
              <HolderSelect />
            </Form.Item>
          )
        )}
        <Form.Item
          name="productName"
          label={t('pdCertificates:field.productName')}
          rules={[{ required: true, whitespace: true, message: t('pdCertificates:form.productNameRequired') }]}
        >
          <Input maxLength={200} data-testid="product-name-input" />
        </Form.Item>
        <Form.Item name="structure" label={t('pdCertificates:field.structure')}>
          <Input.TextArea rows={3} maxLength={4000} showCount />
        </Form.Item>
        <Form.Item name="scope" label={t('pdCertificates:field.scope')}>
          <Input.TextArea rows={3} maxLength={4000} showCount />
        </Form.Item>
        <Space size={24} wrap>
          <Form.Item
            name="issueDate"
            label={t('pdCertificates:field.issueDate')}
            rules={[{ required: true, message: t('pdCertificates:form.issueDateRequired') }]}
          >
            <DatePicker data-testid="issue-date" />
          </Form.Item>
          {isFiling ? (
            <Form.Item label={t('pdCertificates:field.expiryDate')}>
              <Typography.Text type="secondary">{t('pdCertificates:form.filingNoExpiry')}</Typography.Text>
            </Form.Item>
          ) : (
            <Form.Item
              name="expiryDate"
              label={t('pdCertificates:field.expiryDate')}
              dependencies={['issueDate']}
              rules={[
                { required: true, message: t('pdCertificates:form.expiryRequired') },
                ({ getFieldValue }) => ({
                  validator: async (_r, value: Dayjs | null) => {
                    const issued = getFieldValue('issueDate') as Dayjs | undefined;
                    if (value && issued && value.isBefore(issued, 'day')) throw new Error(t('pdCertificates:form.expiryBeforeIssue'));
                  },
                }),
              ]}
            >
              <DatePicker data-testid="expiry-date" />
            </Form.Item>
          )}
        </Space>
        <Form.Item
          name="attachments"
          label={t('pdCertificates:field.attachments')}
          extra={t('pdCertificates:form.attachmentsHelp', { n: MAX_ATTACHMENTS })}
        >
          <FileUpload limit={MAX_ATTACHMENTS} />
        </Form.Item>
        {changing && (
          <Form.Item
            name="changeReason"
            label={t('pdCertificates:field.changeReason')}
            rules={[{ required: true, whitespace: true, message: t('pdCertificates:form.changeReasonRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={500} showCount data-testid="change-reason" />
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="certificate-submit">
            {t(changing ? 'pdCertificates:action.submitChange' : 'pdCertificates:action.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

function CertificateFormScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const changing = params.get('change') === '1' && Number.isInteger(id) && id > 0;
  const detail = useQuery({ queryKey: ['pdCertificates', 'detail', id], queryFn: () => certificateDetail(id), enabled: changing });
  if (!changing) return <CertificateForm detail={null} />;
  if (detail.isPending) return <Spin style={{ display: 'block', margin: 48 }} data-testid="certificate-form-loading" />;
  if (!detail.data) return <Result status="warning" title={t('pdCertificates:detail.notFound')} />;
  return <CertificateForm detail={detail.data} />;
}

export function CertificateFormPage() {
  return (
    <App component={false}>
      <CertificateFormScreen />
    </App>
  );
}
