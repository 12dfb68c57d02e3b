// /systemSetup/examine 审批流程配置: every business code of the approval engine for a company (the platform
// picks the company) — what applies without a flow, whether a flow is configured and enabled, its version
// and running instances; the switch enables or disables it after a confirm; 配置 opens the flow editor.
import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BusinessItem, ExamineBusinessCode } from '@medportal/contracts/audit/examine.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { usePermission } from '../../../kit/permission/permission';
import type { TableColumn } from '../../../kit/table/columns';
import { DataTable } from '../../../kit/table/data-table';
import { FlowCompanyPicker, useFlowCompany } from './company-picker';
import { EXAMINE_KEY, businessList, setFlowStatus } from './examine-api';
import { FlowEditorDrawer } from './flow-editor-drawer';
import { useBusinessName } from './use-business-name';

export function ExaminePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const businessName = useBusinessName();
  const { companyId, setCompanyId } = useFlowCompany();
  const canEdit = usePermission('sys.examine.edit');
  const [editing, setEditing] = useState<BusinessItem | null>(null);
  const list = useQuery({ queryKey: [...EXAMINE_KEY, 'business', companyId], queryFn: () => businessList({ companyId }) });
  const status = useMutation({
    mutationFn: (v: { businessCode: ExamineBusinessCode; enabled: boolean }) => setFlowStatus({ ...v, companyId }),
    onSuccess: (flow) => {
      void client.invalidateQueries({ queryKey: EXAMINE_KEY });
      void message.success(flow.enabled ? t('sysExamine:enabledDone') : t('sysExamine:disabledDone'));
    },
  });
  const askStatus = (row: BusinessItem, enabled: boolean) =>
    confirm({
      danger: !enabled,
      content: enabled
        ? t('sysExamine:confirmEnable', { name: businessName(row) })
        : t('sysExamine:confirmDisable', { name: businessName(row), description: row.defaultDescription }),
    })
      .then(() => status.mutate({ businessCode: row.businessCode as ExamineBusinessCode, enabled }))
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });

  // rebuilt every render: the row handlers read the current company, grant and pending switch
  const columns: TableColumn<BusinessItem>[] = [
    {
      prop: 'businessName',
      labelKey: 'sysExamine:columns.business',
      width: 220,
      render: (_v, row) => (
        <Flex vertical>
          <Typography.Text strong>{businessName(row)}</Typography.Text>
          <Typography.Text type="secondary">{row.businessCode}</Typography.Text>
        </Flex>
      ),
    },
    {
      prop: 'defaultDescription',
      labelKey: 'sysExamine:columns.default',
      render: (_v, row) => (
        <Space size={4} wrap>
          <Typography.Text>{row.defaultDescription}</Typography.Text>
          {row.amountCondition && <Tag color="gold">{t('sysExamine:amountCondition')}</Tag>}
        </Space>
      ),
    },
    {
      prop: 'configured',
      labelKey: 'sysExamine:columns.configured',
      width: 120,
      render: (_v, row) =>
        row.configured ? <Tag color="blue">{t('sysExamine:configured')}</Tag> : <Tag>{t('sysExamine:notConfigured')}</Tag>,
    },
    {
      prop: 'enabled',
      labelKey: 'sysExamine:columns.enabled',
      width: 100,
      render: (_v, row) => (
        <Switch
          size="small"
          checked={row.configured && row.enabled}
          disabled={!row.configured || !canEdit}
          loading={status.isPending && status.variables?.businessCode === row.businessCode}
          onChange={(on) => void askStatus(row, on)}
          aria-label={t('sysExamine:columns.enabled')}
          data-testid={`flow-switch-${row.businessCode}`}
        />
      ),
    },
    {
      prop: 'currentVersion',
      labelKey: 'sysExamine:columns.version',
      width: 100,
      render: (_v, row) => (row.currentVersion === null ? '—' : `v${row.currentVersion}`),
    },
    { prop: 'runningCount', labelKey: 'sysExamine:columns.running', width: 110 },
    {
      prop: 'businessCode',
      labelKey: 'sysExamine:columns.actions',
      width: 120,
      fixed: 'right',
      render: (_v, row) => (
        <Tooltip title={row.registered ? undefined : t('sysExamine:notWired')}>
          <Button
            type="link"
            size="small"
            disabled={!row.registered && !row.configured}
            onClick={() => setEditing(row)}
            data-testid={`flow-open-${row.businessCode}`}
          >
            {canEdit && row.registered ? t('sysExamine:configure') : t('sysExamine:view')}
          </Button>
        </Tooltip>
      ),
    },
  ];

  return (
    <Card title={t('sysExamine:title')} extra={<FlowCompanyPicker value={companyId} onChange={setCompanyId} />} data-testid="examine-page">
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title={t('sysExamine:intro')} />
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('sysExamine:loadFailed')}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                {t('sysExamine:retry')}
              </Button>
            }
          />
        ) : (
          <DataTable<BusinessItem> columns={columns} data={list.data ?? []} rowKey="businessCode" loading={list.isFetching} />
        )}
      </Flex>
      {editing && (
        <FlowEditorDrawer
          key={`${editing.businessCode}-${companyId ?? 'own'}`}
          business={editing}
          companyId={companyId}
          canEdit={canEdit && editing.registered}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
