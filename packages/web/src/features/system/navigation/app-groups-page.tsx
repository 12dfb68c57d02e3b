// /systemSetup/menuConfig 应用分组: the groups of the app list in their order (drag the handle), each with its
// apps; add, rename (every app in the group follows), enable/disable (a disabled group's apps are listed
// with no group), delete an empty group; 调整应用 moves apps in and out of a group. The shell's app list
// and the app tiles follow at their next load.
import { useEffect, useState } from 'react';
import { App, Button, Card, Flex, Form, Input, InputNumber, Modal, Space, Switch, Tag, Transfer, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppGroupApp, AppGroupRow } from '@medportal/contracts/system/navigation.contract';
import { APP_GROUP_NAME_MAX } from '@medportal/contracts/system/navigation-rules';
import { usePermission } from '../../../kit/permission/permission';
import { appGroupName, appName } from '../../../shell/catalogue-names';
import {
  APP_GROUPS_KEY,
  appGroupList,
  assignAppGroup,
  deleteAppGroup,
  saveAppGroup,
  sortAppGroups,
  updateAppGroup,
} from './navigation-api';
import { DragHandle, SortableTable } from './sortable-table';
import { useAsk } from './use-ask';

type GroupForm = { name: string; sort?: number; enabled: boolean };

function GroupDialog({
  group,
  open,
  onClose,
  onSaved,
}: {
  group: AppGroupRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<GroupForm>();
  useEffect(() => {
    if (open)
      form.setFieldsValue(
        group ? { name: group.name, sort: group.sort, enabled: group.enabled } : { name: '', sort: undefined, enabled: true },
      );
  }, [open, group, form]);
  const save = useMutation({
    mutationFn: (v: GroupForm) =>
      group ? updateAppGroup({ id: group.id, name: v.name, sort: v.sort ?? group.sort, enabled: v.enabled }) : saveAppGroup(v),
    onSuccess: () => {
      void message.success(t('sysNavigation:saved'));
      onSaved();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      width={520}
      title={group ? t('sysNavigation:groups.edit') : t('sysNavigation:groups.add')}
      okText={t('sysNavigation:save')}
      okButtonProps={{ 'data-testid': 'group-form-ok' } as Record<string, string>}
      cancelText={t('sysNavigation:cancel')}
      confirmLoading={save.isPending}
      onOk={() =>
        void form.validateFields().then(
          (v) => save.mutate(v),
          () => undefined,
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} data-testid="group-form">
        <Form.Item
          name="name"
          label={t('sysNavigation:groups.name')}
          rules={[{ required: true, whitespace: true, message: t('sysNavigation:groups.nameRequired') }]}
          extra={group ? t('sysNavigation:groups.renameHint') : undefined}
        >
          <Input maxLength={APP_GROUP_NAME_MAX} showCount data-testid="group-name" />
        </Form.Item>
        <Form.Item name="sort" label={t('sysNavigation:sort')} extra={group ? undefined : t('sysNavigation:sortHint')}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('sysNavigation:status')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AppsDialog({
  group,
  allApps,
  onClose,
  onSaved,
}: {
  group: AppGroupRow | null;
  allApps: (AppGroupApp & { groupName: string })[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const initial = group?.apps.map((a) => String(a.id)) ?? [];
  const [target, setTarget] = useState<string[]>(initial);
  const move = useMutation({
    mutationFn: async () => {
      if (!group) return;
      const added = target.filter((k) => !initial.includes(k)).map(Number);
      const removed = initial.filter((k) => !target.includes(k)).map(Number);
      if (added.length) await assignAppGroup({ groupId: group.id, appIds: added });
      if (removed.length) await assignAppGroup({ groupId: null, appIds: removed });
    },
    onSuccess: () => {
      void message.success(t('sysNavigation:saved'));
      onSaved();
      onClose();
    },
  });
  return (
    <Modal
      open={group !== null}
      width={720}
      title={t('sysNavigation:groups.appsOf', { name: group ? appGroupName(group.name) : '' })}
      okText={t('sysNavigation:save')}
      okButtonProps={{ 'data-testid': 'group-apps-ok' } as Record<string, string>}
      cancelText={t('sysNavigation:cancel')}
      confirmLoading={move.isPending}
      onOk={() => move.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Transfer
        dataSource={allApps.map((a) => ({
          key: String(a.id),
          title: appName(a),
          description: a.groupName ? appGroupName(a.groupName) : t('sysNavigation:groups.ungrouped'),
        }))}
        titles={[t('sysNavigation:groups.otherApps'), t('sysNavigation:groups.inGroup')]}
        targetKeys={target}
        onChange={(keys) => setTarget(keys.map(String))}
        render={(item) => (
          <span>
            {item.title}
            <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
              {item.description}
            </Typography.Text>
          </span>
        )}
        showSearch
        styles={{ section: { width: 300, height: 360 } }}
        data-testid="group-apps-transfer"
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('sysNavigation:groups.moveHint')}
      </Typography.Paragraph>
    </Modal>
  );
}

function AppGroups() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ask = useAsk();
  const client = useQueryClient();
  const canEdit = usePermission('sys.menuConfig.edit');
  const list = useQuery({ queryKey: APP_GROUPS_KEY, queryFn: appGroupList });
  const [dialog, setDialog] = useState<{ group: AppGroupRow | null } | null>(null);
  const [appsOf, setAppsOf] = useState<AppGroupRow | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: APP_GROUPS_KEY });

  const groups = list.data?.groups ?? [];
  const allApps = [
    ...groups.flatMap((g) => g.apps.map((a) => ({ ...a, groupName: g.name }))),
    ...(list.data?.ungrouped ?? []).map((a) => ({ ...a, groupName: '' })),
  ];

  const sort = useMutation({
    mutationFn: (rows: AppGroupRow[]) => sortAppGroups(rows.map((r) => r.id)),
    onMutate: (rows) => client.setQueryData(APP_GROUPS_KEY, list.data ? { ...list.data, groups: rows } : list.data),
    onSuccess: () => void message.success(t('sysNavigation:sorted')),
    onSettled: () => void refresh(),
  });
  const status = useMutation({
    mutationFn: (g: AppGroupRow) => updateAppGroup({ id: g.id, name: g.name, sort: g.sort, enabled: !g.enabled }),
    onSuccess: (g) => {
      void refresh();
      void message.success(g.enabled ? t('sysNavigation:enabledDone') : t('sysNavigation:disabledDone'));
    },
  });
  const remove = useMutation({
    mutationFn: (g: AppGroupRow) => deleteAppGroup(g.id),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysNavigation:deleted'));
    },
  });

  return (
    <Card
      title={t('sysNavigation:groups.title')}
      data-testid="app-groups-page"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ group: null })} data-testid="group-add">
            {t('sysNavigation:groups.add')}
          </Button>
        )
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('sysNavigation:groups.hint')}</Typography.Text>
        <SortableTable<AppGroupRow>
          data={groups}
          idOf={(g) => g.id}
          onMove={(rows) => sort.mutate(rows)}
          loading={list.isFetching}
          size="middle"
          locale={{ emptyText: t('sysNavigation:groups.empty') }}
          columns={[
            { key: 'drag', width: 48, render: () => <DragHandle disabled={!canEdit} /> },
            { key: 'name', title: t('sysNavigation:groups.name'), width: 160, render: (_v, g) => appGroupName(g.name) },
            {
              key: 'apps',
              title: t('sysNavigation:groups.apps'),
              render: (_v, g) =>
                g.apps.length === 0 ? (
                  <Typography.Text type="secondary">{t('sysNavigation:groups.noApps')}</Typography.Text>
                ) : (
                  <Flex wrap gap={4}>
                    {g.apps.map((a) => (
                      <Tag key={a.id} color={a.enabled ? 'blue' : 'default'}>
                        {appName(a)}
                      </Tag>
                    ))}
                  </Flex>
                ),
            },
            { key: 'sort', title: t('sysNavigation:sort'), dataIndex: 'sort', width: 80 },
            {
              key: 'enabled',
              title: t('sysNavigation:status'),
              width: 90,
              render: (_v, g) => (
                <Switch
                  size="small"
                  checked={g.enabled}
                  disabled={!canEdit}
                  loading={status.isPending && status.variables?.id === g.id}
                  aria-label={t('sysNavigation:status')}
                  data-testid={`group-status-${g.id}`}
                  onChange={() =>
                    void ask(
                      t(g.enabled ? 'sysNavigation:groups.confirmDisable' : 'sysNavigation:groups.confirmEnable', { name: g.name }),
                      () => status.mutate(g),
                    )
                  }
                />
              ),
            },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: t('sysNavigation:actions'),
                    width: 220,
                    render: (_v: unknown, g: AppGroupRow) => (
                      <Space size={0}>
                        <Button type="link" size="small" onClick={() => setDialog({ group: g })} data-testid={`group-edit-${g.id}`}>
                          {t('sysNavigation:edit')}
                        </Button>
                        <Button type="link" size="small" onClick={() => setAppsOf(g)} data-testid={`group-apps-${g.id}`}>
                          {t('sysNavigation:groups.moveApps')}
                        </Button>
                        <Button
                          type="link"
                          size="small"
                          danger
                          data-testid={`group-delete-${g.id}`}
                          onClick={() => void ask(t('sysNavigation:groups.confirmDelete', { name: g.name }), () => remove.mutate(g), true)}
                        >
                          {t('sysNavigation:delete')}
                        </Button>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <Card size="small" title={t('sysNavigation:groups.ungrouped')} data-testid="ungrouped-apps">
          {(list.data?.ungrouped ?? []).length === 0 ? (
            <Typography.Text type="secondary">{t('sysNavigation:groups.noUngrouped')}</Typography.Text>
          ) : (
            <Flex wrap gap={4}>
              {list.data!.ungrouped.map((a) => (
                <Tag key={a.id}>{appName(a)}</Tag>
              ))}
            </Flex>
          )}
        </Card>
      </Flex>
      <GroupDialog group={dialog?.group ?? null} open={dialog !== null} onClose={() => setDialog(null)} onSaved={() => void refresh()} />
      <AppsDialog key={appsOf?.id ?? 0} group={appsOf} allApps={allApps} onClose={() => setAppsOf(null)} onSaved={() => void refresh()} />
    </Card>
  );
}

export function AppGroupsPage() {
  return (
    <App component={false}>
      <AppGroups />
    </App>
  );
}
