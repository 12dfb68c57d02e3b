// The approval drawer (720 wide), opened over the approval centre or the todo list without leaving it:
// the object's fields, the steps as a vertical timeline with each approver's state, the record (who,
// when, what, the comment) and the actions the engine allows the session now. Every action sends the
// revision the drawer shows; a refused action shows the server's message above the content, and a
// conflict (AU1001: someone else decided first) reloads the drawer and the lists.
import { useState } from 'react';
import { Alert, App, Button, Descriptions, Divider, Drawer, Empty, Flex, Space, Tag, Timeline, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InstanceDetail } from '@medportal/contracts/audit/examine.contract';
import { EXAMINE_ERRORS } from '@medportal/contracts/audit/examine.errors';
import { STEP_INITIATOR } from '@medportal/contracts/audit/examine-rules';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { showInstant } from '../../../lib/time';
import { ActionModal, type FormKind } from './action-modal';
import { InstanceStatusTag, TaskStatusTag } from './approval-status';
import { examineDetail, runExamineAction, type ExamineAction } from './approvals-api';
import { detailKey, refreshAfterAction } from './approvals-keys';
import { useBusinessName } from './business-name';

/** Answers after which the drawer shows a stale instance: reload it with the lists. */
const STALE_CODES: ReadonlySet<string> = new Set([EXAMINE_ERRORS.EXAMINE_ALREADY_DECIDED.code, EXAMINE_ERRORS.EXAMINE_FINISHED.code]);

type StepState = 'done' | 'current' | 'rejected' | 'waiting';
const STEP_COLORS: Record<StepState, string> = { done: 'green', current: 'blue', rejected: 'red', waiting: 'gray' };

function stepState(detail: InstanceDetail, step: InstanceDetail['steps'][number]): StepState {
  if (step.tasks.some((task) => task.status === 'rejected')) return 'rejected';
  if (detail.status === 'approved' || (detail.currentStep !== STEP_INITIATOR && step.index < detail.currentStep)) return 'done';
  if (detail.status === 'running' && step.index === detail.currentStep) return 'current';
  return 'waiting';
}

function valueText(value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The buttons in the drawer's footer, in the order an approver reads them. */
const BUTTONS: { kind: ExamineAction['kind']; primary?: boolean; danger?: boolean }[] = [
  { kind: 'approve', primary: true },
  { kind: 'reject', danger: true },
  { kind: 'rollback' },
  { kind: 'transfer' },
  { kind: 'commit', primary: true },
  { kind: 'withdraw', danger: true },
  { kind: 'comment' },
];

function DetailBody({ detail }: { detail: InstanceDetail }) {
  const { t } = useTranslation();
  const businessName = useBusinessName();
  // the business's fields in its reading order with their labels, then any other key of the data as it is
  const listed = detail.dataFields.filter((f) => f.name in detail.data);
  const dataEntries: [string, string, unknown][] = [
    ...listed.map((f): [string, string, unknown] => [f.name, f.label, detail.data[f.name]]),
    ...Object.entries(detail.data)
      .filter(([key]) => !listed.some((f) => f.name === key))
      .map(([key, value]): [string, string, unknown] => [key, key, value]),
  ];
  const yes = t('wbApprovals:yes');
  const no = t('wbApprovals:no');
  return (
    <>
      <Descriptions column={2} bordered size="small" data-testid="approval-summary">
        <Descriptions.Item label={t('wbApprovals:col.business')}>
          {businessName(detail.businessCode, detail.businessName)}
        </Descriptions.Item>
        <Descriptions.Item label={t('wbApprovals:col.status')}>
          <InstanceStatusTag status={detail.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('wbApprovals:col.initiator')}>{detail.initiatorName}</Descriptions.Item>
        <Descriptions.Item label={t('wbApprovals:col.company')}>{detail.initiatorCompanyName}</Descriptions.Item>
        <Descriptions.Item label={t('wbApprovals:col.createdAt')}>{showInstant(detail.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('wbApprovals:col.step')}>
          {detail.status !== 'running'
            ? '-'
            : detail.currentStep === STEP_INITIATOR
              ? t('wbApprovals:drawer.backToInitiator')
              : detail.currentStepName}
        </Descriptions.Item>
      </Descriptions>

      <Divider titlePlacement="start">{t('wbApprovals:drawer.data')}</Divider>
      {dataEntries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wbApprovals:drawer.noData')} />
      ) : (
        <Descriptions column={1} bordered size="small" data-testid="approval-data">
          {dataEntries.map(([key, label, value]) => (
            <Descriptions.Item key={key} label={label}>
              {valueText(value, yes, no)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}

      <Divider titlePlacement="start">{t('wbApprovals:drawer.steps')}</Divider>
      {detail.currentStep === STEP_INITIATOR && detail.status === 'running' && (
        <Alert type="warning" showIcon title={t('wbApprovals:drawer.waitingInitiator')} style={{ marginBottom: 16 }} />
      )}
      <Timeline
        data-testid="approval-steps"
        items={detail.steps.map((step) => {
          const state = stepState(detail, step);
          return {
            color: STEP_COLORS[state],
            content: (
              <Flex vertical gap={4} data-testid={`step-${step.index}`} data-state={state}>
                <Space>
                  <Typography.Text strong>{step.name}</Typography.Text>
                  <Tag>{t(`wbApprovals:mode.${step.mode}`)}</Tag>
                  {state === 'current' && <Tag color="blue">{t('wbApprovals:drawer.currentStep')}</Tag>}
                </Space>
                {step.tasks.length === 0 ? (
                  <Typography.Text type="secondary">{t('wbApprovals:drawer.noApprover')}</Typography.Text>
                ) : (
                  step.tasks.map((task) => (
                    <Space key={`${task.userId}-${task.status}-${task.decidedAt ?? ''}`} size={4}>
                      <Typography.Text>{task.name}</Typography.Text>
                      <TaskStatusTag status={task.status} />
                      {task.decidedAt && <Typography.Text type="secondary">{showInstant(task.decidedAt, 'minute')}</Typography.Text>}
                    </Space>
                  ))
                )}
              </Flex>
            ),
          };
        })}
      />

      <Divider titlePlacement="start">{t('wbApprovals:drawer.records')}</Divider>
      {detail.records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wbApprovals:drawer.noRecords')} />
      ) : (
        <Timeline
          data-testid="approval-records"
          items={detail.records.map((record) => ({
            color: record.action === 'reject' ? 'red' : record.action === 'approve' ? 'green' : 'gray',
            content: (
              <Flex vertical gap={2} data-testid={`record-${record.id}`}>
                <Space wrap size={6}>
                  <Typography.Text strong>{record.actorName}</Typography.Text>
                  <Tag>{t(`wbApprovals:record.${record.action}`)}</Tag>
                  {record.stepName && <Typography.Text type="secondary">{record.stepName}</Typography.Text>}
                  <Typography.Text type="secondary">{showInstant(record.at)}</Typography.Text>
                </Space>
                {record.comment && <Typography.Paragraph style={{ margin: 0 }}>{record.comment}</Typography.Paragraph>}
              </Flex>
            ),
          }))}
        />
      )}
    </>
  );
}

type ApprovalDrawerProps = {
  /** the instance shown; null closes the drawer */
  instanceId: number | null;
  onClose: () => void;
};

export function ApprovalDrawer({ instanceId, onClose }: ApprovalDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [formKind, setFormKind] = useState<FormKind | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: detailKey(instanceId ?? 0),
    queryFn: () => examineDetail(instanceId!),
    enabled: instanceId !== null,
  });
  const d = detail.data;

  const run = async (action: ExamineAction) => {
    if (!d) return;
    setSaving(true);
    setFailure(null);
    try {
      const next = await runExamineAction(action, d.id, d.revision);
      client.setQueryData(detailKey(d.id), next);
      setFormKind(null);
      void message.success(t(`wbApprovals:done.${action.kind}`));
      await refreshAfterAction(client);
    } catch (error) {
      const text = isApiError(error) && error.msg ? error.msg : t('wbApprovals:actionFailed');
      setFailure(text);
      if (isApiError(error) && STALE_CODES.has(error.code)) {
        setFormKind(null);
        await refreshAfterAction(client);
      }
    } finally {
      setSaving(false);
    }
  };

  const start = (kind: ExamineAction['kind']) => {
    setFailure(null);
    if (kind !== 'withdraw') {
      setFormKind(kind);
      return;
    }
    confirm({ content: t('wbApprovals:drawer.withdrawConfirm'), danger: true, okText: t('wbApprovals:action.withdraw') })
      .then(() => run({ kind: 'withdraw' }))
      .catch(() => undefined);
  };

  const buttons = d ? BUTTONS.filter((b) => d.actions[b.kind]) : [];
  const close = () => {
    setFailure(null);
    setFormKind(null);
    onClose();
  };

  return (
    <Drawer
      open={instanceId !== null}
      size={720}
      title={d?.title ?? t('wbApprovals:drawer.title')}
      extra={d && <InstanceStatusTag status={d.status} />}
      onClose={close}
      loading={detail.isPending && instanceId !== null}
      destroyOnHidden
      data-testid="approval-drawer"
      footer={
        buttons.length > 0 && (
          <Flex justify="flex-end" gap={8} wrap>
            {buttons.map((b) => (
              <Button
                key={b.kind}
                type={b.primary ? 'primary' : 'default'}
                danger={b.danger}
                loading={saving && formKind === null && b.kind === 'withdraw'}
                disabled={saving || detail.isFetching}
                onClick={() => start(b.kind)}
                data-testid={`action-${b.kind}`}
              >
                {t(`wbApprovals:action.${b.kind}`)}
              </Button>
            ))}
          </Flex>
        )
      }
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          closable
          title={failure}
          onClose={() => setFailure(null)}
          style={{ marginBottom: 16 }}
          data-testid="action-error"
        />
      )}
      {detail.isError && !d && (
        <Alert
          type="error"
          showIcon
          title={t('wbApprovals:loadFailed')}
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              {t('wbApprovals:retry')}
            </Button>
          }
        />
      )}
      {d && <DetailBody detail={d} />}
      {d && <ActionModal kind={formKind} detail={d} saving={saving} onCancel={() => setFormKind(null)} onSubmit={(a) => void run(a)} />}
    </Drawer>
  );
}
