// /systemSetup/signatureManagement/groupSignature 用户组印章: each user group of the company with the seals
// its members may use; 添加印章 (a dialog to pick seals) and removing a seal's tag change the group's set,
// each after a confirm. Who holds sys.signature.grant may change them.
import { useState } from 'react';
import { App, Button, Card, Flex, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SealGroupRow } from '@medportal/contracts/staff/seals.contract';
import { isConfirmCancelled, useConfirm } from '../../../kit/feedback/confirm-dialog';
import { usePermission } from '../../../kit/permission/permission';
import { SEALS_KEY, saveSealGroup, sealGroups } from './seals-api';

function GroupSeals() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const canGrant = usePermission('sys.signature.grant');
  const groups = useQuery({ queryKey: [...SEALS_KEY, 'groups'], queryFn: sealGroups });
  const [adding, setAdding] = useState<SealGroupRow | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const save = useMutation({
    mutationFn: (v: { group: SealGroupRow; sealIds: number[] }) => saveSealGroup({ userGroupId: v.group.userGroupId, sealIds: v.sealIds }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: SEALS_KEY });
      void message.success(t('sysSeals:saved'));
    },
  });
  const ask = (content: string, run: () => void, danger = false) =>
    confirm({ size: danger ? 'delete' : 'default', danger, content })
      .then(run)
      .catch((e: unknown) => {
        if (!isConfirmCancelled(e)) throw e;
      });
  const remove = (group: SealGroupRow, sealId: number, name: string) =>
    void ask(
      t('sysSeals:groups.confirmRemove', { seal: name, group: group.name }),
      () => save.mutate({ group, sealIds: group.seals.filter((s) => s.id !== sealId).map((s) => s.id) }),
      true,
    );
  const add = () => {
    const group = adding;
    if (!group || picked.length === 0) return;
    const names = (groups.data?.seals ?? []).filter((s) => picked.includes(s.id)).map((s) => s.name);
    void ask(t('sysSeals:groups.confirmAdd', { seals: names.join('、'), group: group.name }), () => {
      save.mutate({ group, sealIds: [...group.seals.map((s) => s.id), ...picked] });
      setAdding(null);
    });
  };
  const choices = (groups.data?.seals ?? []).filter((s) => !adding?.seals.some((g) => g.id === s.id));

  return (
    <Card title={t('sysSeals:groups.title')} data-testid="group-seals-page">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('sysSeals:groups.hint')}</Typography.Text>
        <Table<SealGroupRow>
          rowKey="userGroupId"
          loading={groups.isFetching}
          dataSource={groups.data?.groups ?? []}
          pagination={false}
          locale={{ emptyText: t('sysSeals:groups.empty') }}
          columns={[
            { dataIndex: 'name', title: t('sysSeals:groups.name'), width: 200 },
            { dataIndex: 'memberCount', title: t('sysSeals:groups.members'), width: 100 },
            {
              dataIndex: 'seals',
              title: t('sysSeals:groups.seals'),
              render: (_v, row) =>
                row.seals.length === 0 ? (
                  <Typography.Text type="secondary">{t('sysSeals:groups.none')}</Typography.Text>
                ) : (
                  <Space size={[4, 4]} wrap>
                    {row.seals.map((s) => (
                      <Tag
                        key={s.id}
                        closable={canGrant}
                        onClose={(e) => {
                          e.preventDefault();
                          remove(row, s.id, s.name);
                        }}
                        data-testid={`group-${row.userGroupId}-seal-${s.id}`}
                      >
                        {s.name}
                      </Tag>
                    ))}
                  </Space>
                ),
            },
            ...(canGrant
              ? [
                  {
                    key: 'actions',
                    title: t('sysSeals:actions'),
                    width: 120,
                    render: (_v: unknown, row: SealGroupRow) => (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => {
                          setPicked([]);
                          setAdding(row);
                        }}
                        data-testid={`group-add-${row.userGroupId}`}
                      >
                        {t('sysSeals:groups.add')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Flex>
      <Modal
        open={adding !== null}
        width={520}
        title={t('sysSeals:groups.addTitle', { group: adding?.name ?? '' })}
        onCancel={() => setAdding(null)}
        onOk={add}
        okButtonProps={{ disabled: picked.length === 0, ...({ 'data-testid': 'group-add-ok' } as Record<string, string>) }}
        destroyOnHidden
      >
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          value={picked}
          onChange={setPicked}
          placeholder={t('sysSeals:groups.pick')}
          options={choices.map((s) => ({ value: s.id, label: s.name }))}
          data-testid="group-add-select"
        />
      </Modal>
    </Card>
  );
}

export function GroupSealsPage() {
  return (
    <App component={false}>
      <GroupSeals />
    </App>
  );
}
