// The flow's saved versions, newest first; 查看 shows one read-only (its steps with the approvers named
// from the company's options) and, for an editor, copies it into the form as the start of a new version.
import { useState } from 'react';
import { Button, Descriptions, Empty, Flex, Modal, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  ApproverOptions,
  BusinessItem,
  ExamineBusinessCode,
  FlowDefinition,
  FlowDetail,
} from '@medportal/contracts/audit/examine.contract';
import { EXAMINE_KEY, flowDetail } from './examine-api';
import { formatThousands } from '../../../kit/inputs/numeric-text';
import { fenToYuan } from './flow-form';

type Props = {
  detail: FlowDetail;
  business: BusinessItem;
  companyId: number | undefined;
  options: ApproverOptions | undefined;
  canEdit: boolean;
  onRestore: (definition: FlowDefinition, version: number) => void;
};

function FlowReadonly({
  definition,
  business,
  options,
}: {
  definition: FlowDefinition;
  business: BusinessItem;
  options: ApproverOptions | undefined;
}) {
  const { t } = useTranslation();
  const nameOf = (kind: string, id: number) => {
    const list = kind === 'role' ? options?.roles : kind === 'group' ? options?.groups : options?.users;
    return list?.find((o) => o.id === id)?.name ?? t('sysExamine:versions.missing', { id });
  };
  const fieldLabel = (name: string) => business.editableFields.find((f) => f.name === name)?.label ?? name;
  return (
    <Flex vertical gap={12} data-testid="version-readonly">
      {definition.minAmount !== undefined && (
        <Typography.Text>
          {t('sysExamine:versions.minAmount', { amount: formatThousands(fenToYuan(definition.minAmount), 2) })}
        </Typography.Text>
      )}
      {definition.steps.map((s, i) => (
        <Descriptions key={i} size="small" bordered column={1} title={t('sysExamine:step.titleNamed', { n: i + 1, name: s.name })}>
          <Descriptions.Item label={t('sysExamine:step.kind')}>{t(`sysExamine:kind.${s.approverKind}`)}</Descriptions.Item>
          {s.approverKind !== 'admin' && (
            <Descriptions.Item label={t(`sysExamine:step.pick.${s.approverKind}`)}>
              <Space size={[4, 4]} wrap>
                {s.approverIds.map((id) => (
                  <Tag key={id}>{nameOf(s.approverKind, id)}</Tag>
                ))}
              </Space>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('sysExamine:step.mode')}>{t(`sysExamine:mode.${s.mode}`)}</Descriptions.Item>
          <Descriptions.Item label={t('sysExamine:step.allowSelf')}>
            {s.allowSelfApprove ? t('sysExamine:yes') : t('sysExamine:no')}
          </Descriptions.Item>
          {s.editableFields.length > 0 && (
            <Descriptions.Item label={t('sysExamine:step.editable')}>{s.editableFields.map(fieldLabel).join('、')}</Descriptions.Item>
          )}
        </Descriptions>
      ))}
    </Flex>
  );
}

export function VersionHistory({ detail, business, companyId, options, canEdit, onRestore }: Props) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  const old = useQuery({
    queryKey: [...EXAMINE_KEY, 'flow', companyId, business.businessCode, viewing],
    queryFn: () => flowDetail({ companyId, businessCode: business.businessCode as ExamineBusinessCode, version: viewing! }),
    enabled: viewing !== null,
  });
  if (!detail.versions.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sysExamine:versions.none')} />;
  return (
    <>
      <Flex vertical data-testid="version-list">
        {detail.versions.map((v) => (
          <Flex key={v.version} justify="space-between" align="center" style={{ padding: '6px 0' }}>
            <Space>
              <Typography.Text strong>v{v.version}</Typography.Text>
              {v.version === detail.flow?.currentVersion && <Tag color="green">{t('sysExamine:versions.current')}</Tag>}
              <Typography.Text type="secondary">{v.createdAt}</Typography.Text>
              <Typography.Text type="secondary">{v.createdByName}</Typography.Text>
            </Space>
            <Button type="link" size="small" onClick={() => setViewing(v.version)} data-testid={`version-view-${v.version}`}>
              {t('sysExamine:versions.view')}
            </Button>
          </Flex>
        ))}
      </Flex>
      <Modal
        open={viewing !== null}
        width={720}
        title={t('sysExamine:versions.title', { version: viewing ?? '' })}
        onCancel={() => setViewing(null)}
        footer={
          <Space>
            <Button onClick={() => setViewing(null)}>{t('sysExamine:close')}</Button>
            {canEdit && old.data?.definition && (
              <Button
                type="primary"
                onClick={() => {
                  onRestore(old.data.definition!, viewing!);
                  setViewing(null);
                }}
                data-testid="version-restore"
              >
                {t('sysExamine:versions.restore')}
              </Button>
            )}
          </Space>
        }
      >
        {old.data?.definition ? (
          <FlowReadonly definition={old.data.definition} business={business} options={options} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={old.isFetching ? t('sysExamine:loading') : t('sysExamine:loadFailed')} />
        )}
      </Modal>
    </>
  );
}
