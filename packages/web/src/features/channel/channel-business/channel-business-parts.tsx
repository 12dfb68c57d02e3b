// Small pieces of the channel business screens: the status tag, the tier label, the region list and the
// stop/restart action with its confirm.
import { Button, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { Permission } from '../../../kit/permission/permission';
import { CHANNEL_BUSINESS_EDIT_BUTTON, updateChannelBusinessStatus, type ChannelBusinessRow } from './channel-business-api';

export function StatusTag({ status, testId }: { status: ChannelBusinessRow['status']; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'active' ? 'green' : 'default'} data-testid={testId}>
      {t(`cmChannelBusiness:status.${status}`)}
    </Tag>
  );
}

export function TierLabel({ tier }: { tier: number }) {
  const { t } = useTranslation();
  return <>{t(`cmChannelBusiness:tier.${tier}`)}</>;
}

export function RegionList({ regions }: { regions: ChannelBusinessRow['regions'] }) {
  const text = regions.map((r) => r.name).join('、');
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: '100%' }}>
      {text}
    </Typography.Text>
  );
}

/** 停用 / 启用 of a record the session may change, after a confirm; refreshes lists and the record. */
export function StatusAction({ row, onChanged }: { row: ChannelBusinessRow; onChanged?: (row: ChannelBusinessRow) => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const client = useQueryClient();
  const next = row.status === 'active' ? 'stopped' : 'active';
  const change = useMutation({
    mutationFn: () => updateChannelBusinessStatus(row.id, next),
    onSuccess: async (updated) => {
      onChanged?.(updated);
      await client.invalidateQueries({ queryKey: ['list'] });
    },
  });
  if (!row.canEdit) return null;
  const run = async () => {
    try {
      await confirm({
        title: t(`cmChannelBusiness:confirm.${next}Title`),
        content: t(`cmChannelBusiness:confirm.${next}`, { dealer: row.dealerName, line: row.productLineName }),
        danger: next === 'stopped',
      });
    } catch (error) {
      if (isConfirmCancelled(error)) return;
      throw error;
    }
    change.mutate();
  };
  return (
    <Permission code={CHANNEL_BUSINESS_EDIT_BUTTON}>
      <Button
        type="link"
        size="small"
        danger={next === 'stopped'}
        loading={change.isPending}
        onClick={() => void run()}
        data-testid={`status-${row.id}`}
      >
        {t(`cmChannelBusiness:action.${next === 'stopped' ? 'stop' : 'restart'}`)}
      </Button>
    </Permission>
  );
}
