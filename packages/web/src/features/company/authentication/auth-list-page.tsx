// /company/authentication/list 认证记录: a company's own submissions; for the platform every submission of
// the tenant (企业认证审核) searched by status, type, name and credit code, with 审核 (approve or reject with
// a reason) in a dialog — the same decision as in 审批中心 —, the licence / video preview and the export.
import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Modal, Radio, Space } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { DEFAULT_PAGE_SIZE } from '@medportal/contracts/common/constants';
import { COMPANY_AUTH_REASON_MAX, COMPANY_AUTH_STATUSES, COMPANY_AUTH_TYPES } from '@medportal/contracts/staff/company-auth-rules';
import type { CompanyAuth } from '@medportal/contracts/staff/company-auth.contract';
import { EmptyMask } from '../../../kit/feedback/empty-mask';
import { SearchForm } from '../../../kit/form/search-form';
import type { SearchItem, SearchValues } from '../../../kit/form/search-types';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { ExportButton } from '../../../kit/table/export-button';
import { PaginationFooter } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { authPage, reviewAudit, reviewPage, type AuthFilters } from './auth-api';
import { AuthFileViewer, AuthStatusTag, HOME_PATH, SubmissionDescriptions, orDash, useAuthCurrent } from './auth-parts';

const compact = (f: AuthFilters): AuthFilters =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== '')) as AuthFilters;

const filtersOf = (v: SearchValues): AuthFilters =>
  compact({
    status: v.status as AuthFilters['status'],
    companyType: v.companyType as string | undefined,
    companyName: v.companyName as string | undefined,
    creditCode: v.creditCode as string | undefined,
  });

type Decision = { approved: boolean; reason?: string };

function AuditDialog({ row, onClose, onDone }: { row: CompanyAuth | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Decision>();
  const approved = Form.useWatch('approved', form);
  const [saving, setSaving] = useState(false);
  const [viewing, setViewing] = useState<{ id: number; kind: 'licence' | 'video' } | null>(null);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await reviewAudit({ id: row!.id, approved: v.approved, ...(v.approved ? {} : { reason: v.reason?.trim() }) });
      void message.success(v.approved ? t('companyAuth:list.approved') : t('companyAuth:list.rejected'));
      onDone();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={row !== null}
      width={960}
      title={t('companyAuth:list.auditTitle')}
      confirmLoading={saving}
      okButtonProps={{ ...({ 'data-testid': 'audit-submit' } as Record<string, string>) }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && (
        <Flex vertical gap={16}>
          <SubmissionDescriptions auth={row} withSubmitter />
          <Space>
            <Button onClick={() => setViewing({ id: row.id, kind: 'licence' })} data-testid="audit-view-licence">
              {t('companyAuth:list.viewLicence')}
            </Button>
            {row.videoFileCode && (
              <Button onClick={() => setViewing({ id: row.id, kind: 'video' })}>{t('companyAuth:list.viewVideo')}</Button>
            )}
          </Space>
          <Form form={form} layout="vertical" preserve={false} initialValues={{ approved: true }}>
            <Form.Item name="approved">
              <Radio.Group
                options={[
                  { value: true, label: <span data-testid="audit-approve">{t('companyAuth:list.approve')}</span> },
                  { value: false, label: <span data-testid="audit-reject">{t('companyAuth:list.reject')}</span> },
                ]}
              />
            </Form.Item>
            {approved === false && (
              <Form.Item
                name="reason"
                label={t('companyAuth:field.rejectReason')}
                rules={[{ required: true, whitespace: true, message: t('companyAuth:list.rejectReasonRequired') }]}
              >
                <Input.TextArea
                  rows={3}
                  maxLength={COMPANY_AUTH_REASON_MAX}
                  showCount
                  placeholder={t('companyAuth:list.rejectReasonPlaceholder')}
                  data-testid="audit-reason"
                />
              </Form.Item>
            )}
          </Form>
        </Flex>
      )}
      <AuthFileViewer target={viewing} onClose={() => setViewing(null)} />
    </Modal>
  );
}

function List() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useAuthCurrent();
  const platform = current.data?.isPlatform ?? false;
  const [filters, setFilters] = useState<AuthFilters>({});
  const [searched, setSearched] = useState(false);
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [auditing, setAuditing] = useState<CompanyAuth | null>(null);
  const [viewing, setViewing] = useState<{ id: number; kind: 'licence' | 'video' } | null>(null);
  const list = useQuery({
    queryKey: ['companyAuth', 'list', platform, filters, paging],
    queryFn: () => (platform ? reviewPage : authPage)({ ...filters, ...paging }),
    enabled: current.isSuccess,
    placeholderData: keepPreviousData,
  });

  const searchItems = useMemo<SearchItem[]>(
    () => [
      {
        key: 'status',
        type: 'select',
        title: t('companyAuth:field.status'),
        placeholder: t('companyAuth:list.all'),
        attr: { allowClear: true },
        options: COMPANY_AUTH_STATUSES.map((s) => ({ value: s, label: t(`companyAuth:status.${s}`) })),
      },
      {
        key: 'companyType',
        type: 'select',
        title: t('companyAuth:field.companyType'),
        placeholder: t('companyAuth:list.all'),
        attr: { allowClear: true },
        options: COMPANY_AUTH_TYPES.map((s) => ({ value: s, label: t(`companyAuth:type.${s}`) })),
      },
      { key: 'companyName', type: 'input', title: t('companyAuth:field.companyName') },
      { key: 'creditCode', type: 'input', title: t('companyAuth:field.creditCode') },
    ],
    [t],
  );

  const columns: TableColumn<CompanyAuth>[] = [
    { type: 'index', width: 60 },
    { prop: 'companyName', labelKey: 'companyAuth:field.companyName', width: 220, ellipsis: true },
    { prop: 'companyType', labelKey: 'companyAuth:field.companyType', width: 150, render: (v) => t(`companyAuth:type.${String(v)}`) },
    { prop: 'creditCode', labelKey: 'companyAuth:field.creditCode', width: 190 },
    { prop: 'legalPerson', labelKey: 'companyAuth:field.legalPerson', width: 110 },
    ...(platform
      ? ([
          { prop: 'submitterName', labelKey: 'companyAuth:field.submitter', width: 110 },
          { prop: 'submitterLoginName', labelKey: 'companyAuth:field.loginName', width: 120 },
          { prop: 'submitterPhone', labelKey: 'companyAuth:field.phone', width: 130, render: (v) => orDash(v as string) },
        ] as TableColumn<CompanyAuth>[])
      : []),
    { prop: 'createTime', labelKey: 'companyAuth:field.createTime', width: 170, render: (v) => showInstant(v as string) },
    { prop: 'status', labelKey: 'companyAuth:field.status', width: 100, render: (_v, row) => <AuthStatusTag status={row.status} /> },
    { prop: 'rejectReason', labelKey: 'companyAuth:field.rejectReason', width: 200, ellipsis: true, render: (v) => orDash(v as string) },
    { prop: 'decideTime', labelKey: 'companyAuth:field.decideTime', width: 170, render: (v) => orDash(showInstant(v as string | null)) },
    {
      prop: 'id',
      labelKey: 'companyAuth:field.actions',
      width: 190,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing({ id: row.id, kind: 'licence' })} data-testid={`licence-${row.id}`}>
            {t('companyAuth:list.viewLicence')}
          </Button>
          {row.mayAudit && (
            <Button type="link" size="small" onClick={() => setAuditing(row)} data-testid={`audit-${row.id}`}>
              {t('companyAuth:list.audit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={platform ? t('companyAuth:title.review') : t('companyAuth:title.list')}
      data-testid="auth-list-page"
      extra={
        <Space>
          {platform && (
            <ExportButton url={STAFF_API.businessUserExport} body={filters}>
              {t('companyAuth:list.export')}
            </ExportButton>
          )}
          <Button onClick={() => void navigate(HOME_PATH)}>{t('companyAuth:verify.back')}</Button>
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <SearchForm
          items={searchItems}
          loading={list.isFetching}
          onSearch={(v) => {
            setFilters(filtersOf(v));
            setSearched(true);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          onReset={() => {
            setFilters({});
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <DataTable<CompanyAuth>
          columns={columns}
          data={list.data?.content ?? []}
          rowKey="id"
          headerSetting
          tableNo={platform ? 'companyAuthReview' : 'companyAuthMine'}
          apiPath={platform ? STAFF_API.businessUserPageList : STAFF_API.authCompanyPageList}
          loading={list.isFetching}
          indexOffset={(paging.page - 1) * paging.pageSize}
          emptyText={list.isPending ? ' ' : <EmptyMask searched={searched} />}
          testId="auth-list-table"
        />
        <PaginationFooter
          total={list.data?.totalElements ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onChange={(page, pageSize) => setPaging({ page, pageSize })}
        />
      </Flex>
      <AuditDialog
        row={auditing}
        onClose={() => setAuditing(null)}
        onDone={() => {
          setAuditing(null);
          void queryClient.invalidateQueries({ queryKey: ['companyAuth'] });
        }}
      />
      <AuthFileViewer target={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}

export function AuthListPage() {
  return (
    <App component={false}>
      <List />
    </App>
  );
}
