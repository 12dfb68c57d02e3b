// The templates tab of /systemSetup/mail-setting: the company's mail templates (code, name, subject, status),
// searched by code or name, paged; 新增模板 and 编辑 open /mail-setting-new, 删除 asks first.
import { useState } from 'react';
import { App, Button, Flex, Input, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MailTemplateRow } from '@medportal/contracts/system/messaging.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { usePermission } from '../../../kit/permission/permission';
import { DataTable } from '../../../kit/table/data-table';
import type { TableColumn } from '../../../kit/table/columns';
import { PaginationFooter, defaultPageSizeOf } from '../../../kit/table/pagination-footer';
import { showInstant } from '../../../lib/time';
import { MAIL_KEY, deleteMailTemplate, mailTemplatePage } from './messaging-api';
import { MAIL_TEMPLATE_PATH } from './messaging-paths';

export function MailTemplatesTable() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canEdit = usePermission('sys.mail.edit');
  const [keyword, setKeyword] = useState<string | undefined>();
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSizeOf() });
  const body = { keyword, ...paging };
  const list = useQuery({
    queryKey: [...MAIL_KEY, 'templates', body],
    queryFn: () => mailTemplatePage(body),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (row: MailTemplateRow) => deleteMailTemplate(row.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: MAIL_KEY });
      void message.success(t('sysMessaging:deleted'));
    },
  });
  const askDelete = (row: MailTemplateRow) =>
    confirm({ size: 'delete', danger: true, content: t('sysMessaging:mail.template.confirmDelete', { name: row.name }) })
      .then(() => remove.mutate(row))
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });
  const columns: TableColumn<MailTemplateRow>[] = [
    { type: 'index' },
    { prop: 'code', labelKey: 'sysMessaging:mail.template.code', width: 160 },
    { prop: 'name', labelKey: 'sysMessaging:mail.template.name', width: 160 },
    { prop: 'subject', labelKey: 'sysMessaging:mail.template.subject', width: 300, ellipsis: true },
    {
      prop: 'enabled',
      labelKey: 'sysMessaging:status',
      width: 90,
      render: (_v, r) => (
        <Tag color={r.enabled ? 'success' : 'default'}>{r.enabled ? t('sysMessaging:enabled') : t('sysMessaging:disabled')}</Tag>
      ),
    },
    { prop: 'updatedAt', labelKey: 'sysMessaging:updatedAt', width: 160, render: (_v, r) => showInstant(r.updatedAt, 'minute') },
    ...(canEdit
      ? [
          {
            prop: 'action',
            labelKey: 'sysMessaging:action',
            width: 140,
            fixed: 'right',
            render: (_v: unknown, r: MailTemplateRow) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(`${MAIL_TEMPLATE_PATH}?id=${r.id}`)}
                  data-testid={`mail-template-edit-${r.id}`}
                >
                  {t('sysMessaging:edit')}
                </Button>
                <Button type="link" size="small" danger onClick={() => void askDelete(r)} data-testid={`mail-template-delete-${r.id}`}>
                  {t('sysMessaging:delete')}
                </Button>
              </Space>
            ),
          } satisfies TableColumn<MailTemplateRow>,
        ]
      : []),
  ];
  return (
    <Flex vertical gap={12} data-testid="mail-templates">
      <Flex justify="space-between" gap={12}>
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          placeholder={t('sysMessaging:mail.template.search')}
          onSearch={(v) => {
            setKeyword(v.trim() || undefined);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          data-testid="mail-template-search"
        />
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(MAIL_TEMPLATE_PATH)} data-testid="mail-template-add">
            {t('sysMessaging:mail.template.add')}
          </Button>
        )}
      </Flex>
      <DataTable
        columns={columns}
        data={list.data?.content ?? []}
        rowKey="id"
        loading={list.isFetching}
        indexOffset={(paging.page - 1) * paging.pageSize}
        emptyText={t('sysMessaging:mail.template.empty')}
        testId="mail-template-table"
      />
      <PaginationFooter
        total={list.data?.totalElements ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(page, pageSize) => setPaging({ page, pageSize })}
      />
    </Flex>
  );
}
