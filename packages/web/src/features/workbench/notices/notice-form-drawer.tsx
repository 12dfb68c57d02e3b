// The create / edit drawer of 发布管理: title, importance, audience (the platform: everyone, company
// types or named companies; an enterprise: its own staff), the body (HTML with a live sanitised
// preview) and attachments uploaded to the file library. 保存草稿 saves; 保存并发布 saves and
// publishes at once. Only drafts are edited (the server refuses anything else).
import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Checkbox, Drawer, Form, Input, Radio, Select, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  NoticeAudience,
  NoticeCompanyRef,
  NoticeCompanyType,
  NoticeLevel,
  NoticeManageDetail,
  NoticeSaveBody,
} from '@medportal/contracts/worktable/notices.contract';
import { NOTICE_ATTACHMENTS_MAX } from '@medportal/contracts/worktable/notice-rules';
import { FILE_LIBRARY_DOWNLOAD_URL } from '../../../lib/download';
import { FileUpload } from '../../../kit/upload/file-upload';
import type { UploadItem } from '../../../kit/upload/upload-rules';
import { audienceOptions, fileCodeOf, manageDetail, publishNotice, saveNotice } from './notices-api';
import { HtmlEditor } from './html-editor';
import { hasText } from './notice-html';
import { NOTICES_KEY } from './use-paged';

export const FORM_DRAWER_WIDTH = 960;

type Values = {
  title: string;
  level: NoticeLevel;
  audience: NoticeAudience;
  audienceTypes: NoticeCompanyType[];
  audienceCompanyIds: number[];
  content: string;
  attachments: UploadItem[];
};

const itemsOf = (detail: NoticeManageDetail): UploadItem[] =>
  detail.attachments.map((a) => ({
    uid: a.fileCode,
    url: `${FILE_LIBRARY_DOWNLOAD_URL}?fileCode=${encodeURIComponent(a.fileCode)}`,
    loading: false,
    name: a.fileName,
  }));

const valuesOf = (detail: NoticeManageDetail | undefined, firstAudience: NoticeAudience): Values =>
  detail
    ? {
        title: detail.title,
        level: detail.level,
        audience: detail.audience,
        audienceTypes: detail.audienceTypes as NoticeCompanyType[],
        audienceCompanyIds: detail.audienceCompanies.map((c) => c.id),
        content: detail.content,
        attachments: itemsOf(detail),
      }
    : { title: '', level: 'normal', audience: firstAudience, audienceTypes: [], audienceCompanyIds: [], content: '', attachments: [] };

/** The named-company picker: searched on the server, the chosen ones keep their names. */
function CompanyPicker({ value, onChange, known }: { value?: number[]; onChange?: (v: number[]) => void; known: NoticeCompanyRef[] }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({ queryKey: [...NOTICES_KEY, 'audienceOptions', keyword], queryFn: () => audienceOptions(keyword) });
  const [names, setNames] = useState<Map<number, string>>(() => new Map(known.map((c) => [c.id, `${c.name}（${c.code}）`])));
  const options = useMemo(() => {
    const listed = new Map(names);
    for (const c of found.data?.companies ?? []) listed.set(c.id, `${c.name}（${c.code}）`);
    return [...listed].map(([id, label]) => ({ value: id, label }));
  }, [found.data, names]);
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={(ids: number[]) => {
        setNames((prev) => new Map([...prev, ...options.filter((o) => ids.includes(o.value)).map((o) => [o.value, o.label] as const)]));
        onChange?.(ids);
      }}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      options={options}
      placeholder={t('wbNotices:form.companiesPlaceholder')}
      data-testid="audience-companies"
    />
  );
}

type NoticeFormDrawerProps = {
  /** null: closed; 'new': a new draft; a number: the draft to edit */
  editing: number | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
};

export function NoticeFormDrawer({ editing, onClose, onSaved }: NoticeFormDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const open = editing !== null;
  const id = typeof editing === 'number' ? editing : undefined;
  const options = useQuery({ queryKey: [...NOTICES_KEY, 'audienceOptions', ''], queryFn: () => audienceOptions(), enabled: open });
  const detail = useQuery({
    queryKey: [...NOTICES_KEY, 'manageDetail', id],
    queryFn: () => manageDetail(id!),
    enabled: id !== undefined,
    staleTime: 0,
  });
  const audiences = options.data?.audiences ?? [];
  const ready = open && options.isSuccess && (id === undefined || detail.isSuccess);
  const audience = Form.useWatch('audience', form);

  // each opening starts once from the notice's (or the defaults') values; a refetch later keeps the input
  const filledFor = useRef<number | 'new' | null>(null);
  useEffect(() => {
    if (!ready || filledFor.current === editing) return;
    filledFor.current = editing;
    form.setFieldsValue(valuesOf(id === undefined ? undefined : detail.data, audiences[0] ?? 'own'));
  }, [ready, editing, id, detail.data, audiences, form]);

  const close = () => {
    filledFor.current = null;
    form.resetFields();
    onClose();
  };

  const submit = async (mode: 'draft' | 'publish') => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    if (v.attachments.some((a) => a.loading)) {
      void message.warning(t('wbNotices:form.uploading'));
      return;
    }
    const body: NoticeSaveBody = {
      ...(id === undefined ? {} : { id }),
      title: v.title,
      level: v.level,
      audience: v.audience,
      audienceTypes: v.audience === 'types' ? v.audienceTypes : [],
      audienceCompanyIds: v.audience === 'companies' ? v.audienceCompanyIds : [],
      content: v.content,
      attachments: v.attachments.map((a) => fileCodeOf(a.url)).filter(Boolean),
    };
    setSaving(mode);
    try {
      const saved = await saveNotice(body);
      if (mode === 'publish') await publishNotice(saved.id);
      void message.success(t(mode === 'publish' ? 'wbNotices:done.published' : 'wbNotices:done.saved'));
      onSaved();
      close();
    } catch {
      // the request layer showed the server's message; the drawer keeps what was typed
    } finally {
      setSaving(null);
    }
  };

  const typeOptions = (options.data?.types ?? []).map((c) => ({ value: c, label: t(`wbNotices:companyTypes.${c}`) }));
  return (
    <Drawer
      open={open}
      title={t(id === undefined ? 'wbNotices:form.createTitle' : 'wbNotices:form.editTitle')}
      size={FORM_DRAWER_WIDTH}
      mask={{ closable: false }}
      onClose={close}
      destroyOnHidden
      data-testid="notice-form"
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close} data-testid="notice-form-cancel">
            {t('wbNotices:form.cancel')}
          </Button>
          <Button
            loading={saving === 'draft'}
            disabled={!ready || saving !== null}
            onClick={() => void submit('draft')}
            data-testid="notice-save"
          >
            {t('wbNotices:form.saveDraft')}
          </Button>
          <Button
            type="primary"
            loading={saving === 'publish'}
            disabled={!ready || saving !== null}
            onClick={() => void submit('publish')}
            data-testid="notice-save-publish"
          >
            {t('wbNotices:form.savePublish')}
          </Button>
        </Space>
      }
    >
      {!ready ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form<Values> form={form} layout="horizontal" labelCol={{ flex: '100px' }} wrapperCol={{ flex: 1 }} labelWrap>
          <Form.Item
            name="title"
            label={t('wbNotices:form.title')}
            rules={[{ required: true, whitespace: true, message: t('wbNotices:rules.title') }]}
          >
            <Input maxLength={200} showCount placeholder={t('wbNotices:form.titlePlaceholder')} data-testid="notice-title-input" />
          </Form.Item>
          <Form.Item name="level" label={t('wbNotices:form.level')} rules={[{ required: true }]}>
            <Radio.Group
              options={[
                { value: 'normal', label: t('wbNotices:level.normal') },
                { value: 'important', label: t('wbNotices:level.important') },
              ]}
              data-testid="notice-level"
            />
          </Form.Item>
          <Form.Item name="audience" label={t('wbNotices:form.audience')} rules={[{ required: true }]}>
            <Radio.Group
              options={audiences.map((a) => ({ value: a, label: t(`wbNotices:audience.${a}`) }))}
              data-testid="notice-audience"
            />
          </Form.Item>
          {audience === 'types' && (
            <Form.Item
              name="audienceTypes"
              label={t('wbNotices:form.types')}
              rules={[{ required: true, type: 'array', min: 1, message: t('wbNotices:rules.types') }]}
            >
              <Checkbox.Group options={typeOptions} data-testid="audience-types" />
            </Form.Item>
          )}
          {audience === 'companies' && (
            <Form.Item
              name="audienceCompanyIds"
              label={t('wbNotices:form.companies')}
              rules={[{ required: true, type: 'array', min: 1, message: t('wbNotices:rules.companies') }]}
            >
              <CompanyPicker known={detail.data?.audienceCompanies ?? []} />
            </Form.Item>
          )}
          <Form.Item
            name="content"
            label={t('wbNotices:form.content')}
            required
            rules={[
              {
                validator: (_r, value: string | undefined) =>
                  value && hasText(value) ? Promise.resolve() : Promise.reject(new Error(t('wbNotices:rules.content'))),
              },
            ]}
          >
            <HtmlEditor />
          </Form.Item>
          <Form.Item
            name="attachments"
            label={t('wbNotices:form.attachments')}
            extra={
              <Typography.Text type="secondary">{t('wbNotices:form.attachmentsHint', { max: NOTICE_ATTACHMENTS_MAX })}</Typography.Text>
            }
          >
            <FileUpload limit={NOTICE_ATTACHMENTS_MAX} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
