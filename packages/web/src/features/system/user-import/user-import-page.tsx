// /systemSetup/userManagement/uploadFile 用户导入: the template, the workbook dropped or chosen (.xlsx
// within 20 MB, checked before sending; the server checks again), the import's initial password (shown
// once), its live progress, result and failed rows, and the company's import history. The platform first
// picks the company the users join; an enterprise imports into its own.
import { useCallback, useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Spin, Typography, Upload, type UploadProps } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { UserImportStarted } from '@medportal/contracts/system/user-import.contract';
import { USER_IMPORT_MAX_BYTES, USER_IMPORT_MAX_ROWS } from '@medportal/contracts/system/user-import-rules';
import { RemoteSelect } from '../../../kit/select/remote-select';
import { useSessionStore } from '../../../lib/session-store';
import { downloadUserImportTemplate, uploadUserImport } from './user-import-api';
import { UserImportHistory } from './user-import-history';
import { USER_IMPORT_KEY, UserImportResult } from './user-import-result';

export type ImportRefusal = 'type' | 'size' | 'empty';

/** Why a chosen file may not be sent: only .xlsx, not empty, within 20 MB. */
export function importRefusal(file: Pick<File, 'name' | 'size'>): ImportRefusal | null {
  if (!/\.xlsx$/i.test(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > USER_IMPORT_MAX_BYTES) return 'size';
  return null;
}

const COMPANY_OPTIONS = { url: STAFF_API.companyOptions, method: 'POST', searchKey: 'keyword', labelKey: 'name', valueKey: 'id' } as const;

function UserImports() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const platform = useSessionStore((s) => s.session?.companyType === 'MM' || s.session?.adminUser === '1');
  const [companyId, setCompanyId] = useState<number | undefined>(undefined);
  const [current, setCurrent] = useState<{ progressId: number; password?: string } | null>(null);
  const refreshHistory = useCallback(() => void client.invalidateQueries({ queryKey: [...USER_IMPORT_KEY, 'history'] }), [client]);
  const ready = !platform || companyId !== undefined;
  const template = useMutation({ mutationFn: downloadUserImportTemplate });
  const upload = useMutation({
    mutationFn: (file: File) => uploadUserImport(file, platform ? companyId : undefined),
    onSuccess: (started: UserImportStarted) => {
      setCurrent({ progressId: started.progressId, password: started.initialPassword });
      refreshHistory();
    },
  });

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = importRefusal(file);
    if (!refusal) return true;
    void message.error(t(`sysUserImport:refusal.${refusal}`, { name: file.name }));
    return Upload.LIST_IGNORE;
  };

  return (
    <Flex vertical gap={16} data-testid="user-import-page">
      <Card
        title={t('sysUserImport:title')}
        extra={
          <Button
            icon={<DownloadOutlined />}
            loading={template.isPending}
            onClick={() => template.mutate()}
            data-testid="user-import-template"
          >
            {t('sysUserImport:template')}
          </Button>
        }
      >
        <Flex vertical gap={16}>
          {platform && (
            <Form layout="inline">
              <Form.Item label={t('sysUserImport:company')} required>
                <RemoteSelect
                  config={COMPANY_OPTIONS}
                  value={companyId}
                  onChange={(v) => setCompanyId(v === undefined ? undefined : Number(v))}
                  placeholder={t('sysUserImport:companyPlaceholder')}
                  aria-label={t('sysUserImport:company')}
                  style={{ width: 320 }}
                  data-testid="user-import-company"
                />
              </Form.Item>
            </Form>
          )}
          <Spin spinning={upload.isPending} description={t('sysUserImport:uploading')}>
            <div data-testid="user-import-upload">
              <Upload.Dragger
                accept=".xlsx"
                multiple={false}
                showUploadList={false}
                disabled={!ready || upload.isPending}
                beforeUpload={beforeUpload}
                customRequest={({ file, onSuccess }) => upload.mutate(file as File, { onSettled: () => onSuccess?.(null) })}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{t(ready ? 'sysUserImport:drop' : 'sysUserImport:pickCompanyFirst')}</p>
                <p className="ant-upload-hint">{t('sysUserImport:hint', { max: USER_IMPORT_MAX_ROWS })}</p>
              </Upload.Dragger>
            </div>
          </Spin>
          {current?.password && (
            <Alert
              type="warning"
              showIcon
              data-testid="user-import-password"
              title={
                <span>
                  {t('sysUserImport:password.label')}
                  <Typography.Text code copyable strong data-testid="user-import-password-value">
                    {current.password}
                  </Typography.Text>
                </span>
              }
              description={t('sysUserImport:password.note')}
            />
          )}
          {current && (
            <Card size="small" type="inner" title={t('sysUserImport:result.title')}>
              <UserImportResult key={current.progressId} progressId={current.progressId} onFinished={refreshHistory} />
            </Card>
          )}
        </Flex>
      </Card>
      <Card title={t('sysUserImport:history.title')}>
        <UserImportHistory companyId={platform ? companyId : undefined} onShow={(r) => setCurrent({ progressId: r.id })} />
      </Card>
    </Flex>
  );
}

export function UserImportPage() {
  // App supplies message/modal to the page (the app root has no antd App)
  return (
    <App component={false}>
      <UserImports />
    </App>
  );
}
