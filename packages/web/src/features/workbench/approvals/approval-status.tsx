// The tags of an instance's status and of an approver's task.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceStatus, TaskStatus } from '@medportal/contracts/audit/examine.contract';

const INSTANCE_COLORS: Record<InstanceStatus, string> = {
  running: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

const TASK_COLORS: Record<TaskStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  transferred: 'warning',
  cancelled: 'default',
};

export function InstanceStatusTag({ status }: { status: InstanceStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={INSTANCE_COLORS[status]} data-testid="instance-status">
      {t(`wbApprovals:status.${status}`)}
    </Tag>
  );
}

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return <Tag color={TASK_COLORS[status]}>{t(`wbApprovals:task.${status}`)}</Tag>;
}
