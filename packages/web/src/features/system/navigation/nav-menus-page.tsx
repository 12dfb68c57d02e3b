// /systemSetup/navMenuManagement 导航菜单: the entries of the portal header's top navigation in their order
// (drag the handle). An entry opens an app (its domain), a built screen of the portal, or an external
// http(s) address in a new tab; it may be limited to some company types. A user sees only the enabled
// entries it may open (the app held, the screen's menu granted).
import { useEffect, useState } from 'react';
import { App, AutoComplete, Button, Card, Flex, Form, Input, Modal, Radio, Select, Space, Switch, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPANY_TYPES } from '@medportal/contracts/common/constants';
import { BUILT_SCREENS } from '@medportal/contracts/common/screens';
import type { NavMenuRow } from '@medportal/contracts/system/navigation.contract';
import { NAV_MENU_NAME_MAX, NAV_TARGET_TYPES, NAV_URL_MAX, type NavTargetType } from '@medportal/contracts/system/navigation-rules';
import { usePermission } from '../../../kit/permission/permission';
import { appName } from '../../../shell/catalogue-names';
import { NAV_MENUS_KEY, deleteNavMenu, navAppOptions, navMenuList, saveNavMenu, sortNavMenus, updateNavMenu } from './navigation-api';
import { DragHandle, SortableTable } from './sortable-table';
import { useAsk } from './use-ask';

type NavForm = {
  name: string;
  targetType: NavTargetType;
  appId?: number | null;
  route?: string | null;
  url?: string | null;
  companyTypes: string[];
  enabled: boolean;
};

const ROUTES = BUILT_SCREENS.filter((p) => !p.includes(':'));

/** The body of a save: only the target field of the chosen type. */
export function navBody(v: NavForm) {
  return {
    name: v.name.trim(),
    targetType: v.targetType,
    appId: v.targetType === 'app' ? (v.appId ?? null) : null,
    route: v.targetType === 'route' ? (v.route?.trim() ?? null) : null,
    url: v.targetType === 'url' ? (v.url?.trim() ?? null) : null,
    companyTypes: v.companyTypes as NavMenuRow['companyTypes'] as (typeof COMPANY_TYPES)[number][],
    enabled: v.enabled,
  };
}

function NavDialog({ menu, open, onClose, onSaved }: { menu: NavMenuRow | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<NavForm>();
  const targetType = Form.useWatch('targetType', form) ?? 'app';
  const appOptions = useQuery({ queryKey: [...NAV_MENUS_KEY, 'apps'], queryFn: navAppOptions, enabled: open });
  useEffect(() => {
    if (open)
      form.setFieldsValue(
        menu ? { ...menu } : { name: '', targetType: 'app', appId: null, route: null, url: null, companyTypes: [], enabled: true },
      );
  }, [open, menu, form]);
  const save = useMutation({
    mutationFn: (v: NavForm) => (menu ? updateNavMenu({ ...navBody(v), id: menu.id, sort: menu.sort }) : saveNavMenu(navBody(v))),
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
      title={menu ? t('sysNavigation:nav.edit') : t('sysNavigation:nav.add')}
      okText={t('sysNavigation:save')}
      okButtonProps={{ 'data-testid': 'nav-form-ok' } as Record<string, string>}
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
      <Form form={form} layout="vertical" preserve={false} data-testid="nav-form">
        <Form.Item
          name="name"
          label={t('sysNavigation:nav.name')}
          rules={[{ required: true, whitespace: true, message: t('sysNavigation:nav.nameRequired') }]}
        >
          <Input maxLength={NAV_MENU_NAME_MAX} showCount data-testid="nav-name" />
        </Form.Item>
        <Form.Item name="targetType" label={t('sysNavigation:nav.targetType')}>
          <Radio.Group
            optionType="button"
            options={NAV_TARGET_TYPES.map((v) => ({ value: v, label: t(`sysNavigation:nav.types.${v}`) }))}
            data-testid="nav-type"
          />
        </Form.Item>
        {targetType === 'app' && (
          <Form.Item
            name="appId"
            label={t('sysNavigation:nav.app')}
            rules={[{ required: true, message: t('sysNavigation:nav.appRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={appOptions.isLoading}
              options={(appOptions.data ?? []).filter((a) => a.enabled).map((a) => ({ value: a.id, label: appName(a) }))}
              data-testid="nav-app"
            />
          </Form.Item>
        )}
        {targetType === 'route' && (
          <Form.Item
            name="route"
            label={t('sysNavigation:nav.route')}
            extra={t('sysNavigation:nav.routeHint')}
            rules={[
              { required: true, whitespace: true, message: t('sysNavigation:nav.routeRequired') },
              {
                validator: async (_r, v: string | null) =>
                  !v || ROUTES.includes(v as (typeof ROUTES)[number])
                    ? undefined
                    : Promise.reject(new Error(t('sysNavigation:nav.routeNotBuilt'))),
              },
            ]}
          >
            <AutoComplete
              options={ROUTES.map((p) => ({ value: p }))}
              showSearch={{
                filterOption: (input, option) =>
                  String(option?.value ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase()),
              }}
              data-testid="nav-route"
            />
          </Form.Item>
        )}
        {targetType === 'url' && (
          <Form.Item
            name="url"
            label={t('sysNavigation:nav.url')}
            rules={[
              { required: true, whitespace: true, message: t('sysNavigation:nav.urlRequired') },
              { pattern: /^https?:\/\/[^\s/]+/i, message: t('sysNavigation:nav.urlInvalid') },
            ]}
          >
            <Input maxLength={NAV_URL_MAX} placeholder="https://" data-testid="nav-url" />
          </Form.Item>
        )}
        <Form.Item name="companyTypes" label={t('sysNavigation:nav.companyTypes')} extra={t('sysNavigation:nav.companyTypesHint')}>
          <Select
            mode="multiple"
            allowClear
            options={COMPANY_TYPES.map((c) => ({ value: c, label: t(`sysNavigation:companyTypes.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('sysNavigation:status')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function NavMenus() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ask = useAsk();
  const client = useQueryClient();
  const canEdit = usePermission('sys.navMenu.edit');
  const list = useQuery({ queryKey: NAV_MENUS_KEY, queryFn: navMenuList });
  const [dialog, setDialog] = useState<{ menu: NavMenuRow | null } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: NAV_MENUS_KEY });

  const sort = useMutation({
    mutationFn: (rows: NavMenuRow[]) => sortNavMenus(rows.map((r) => r.id)),
    onMutate: (rows) => client.setQueryData(NAV_MENUS_KEY, rows),
    onSuccess: () => void message.success(t('sysNavigation:sorted')),
    onSettled: () => void refresh(),
  });
  const status = useMutation({
    mutationFn: (m: NavMenuRow) => updateNavMenu({ ...navBody({ ...m, enabled: !m.enabled }), id: m.id, sort: m.sort }),
    onSuccess: (m) => {
      void refresh();
      void message.success(m.enabled ? t('sysNavigation:enabledDone') : t('sysNavigation:disabledDone'));
    },
  });
  const remove = useMutation({
    mutationFn: (m: NavMenuRow) => deleteNavMenu(m.id),
    onSuccess: () => {
      void refresh();
      void message.success(t('sysNavigation:deleted'));
    },
  });

  const target = (m: NavMenuRow) => {
    if (m.targetType === 'app') return m.appName ? appName({ appName: m.appName }) : '-';
    if (m.targetType === 'route') return <Typography.Text code>{m.route}</Typography.Text>;
    return (
      <Typography.Link href={m.url ?? undefined} target="_blank" rel="noopener noreferrer">
        {m.url}
      </Typography.Link>
    );
  };

  return (
    <Card
      title={t('sysNavigation:nav.title')}
      data-testid="nav-menus-page"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ menu: null })} data-testid="nav-add">
            {t('sysNavigation:nav.add')}
          </Button>
        )
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('sysNavigation:nav.hint')}</Typography.Text>
        <SortableTable<NavMenuRow>
          data={list.data ?? []}
          idOf={(m) => m.id}
          onMove={(rows) => sort.mutate(rows)}
          loading={list.isFetching}
          size="middle"
          locale={{ emptyText: t('sysNavigation:nav.empty') }}
          columns={[
            { key: 'drag', width: 48, render: () => <DragHandle disabled={!canEdit} /> },
            { key: 'name', title: t('sysNavigation:nav.name'), dataIndex: 'name', width: 160 },
            {
              key: 'type',
              title: t('sysNavigation:nav.targetType'),
              width: 110,
              render: (_v, m) => <Tag>{t(`sysNavigation:nav.types.${m.targetType}`)}</Tag>,
            },
            { key: 'target', title: t('sysNavigation:nav.target'), render: (_v, m) => target(m) },
            {
              key: 'companyTypes',
              title: t('sysNavigation:nav.companyTypes'),
              width: 200,
              render: (_v, m) =>
                m.companyTypes.length === 0
                  ? t('sysNavigation:nav.allTypes')
                  : m.companyTypes.map((c) => <Tag key={c}>{t(`sysNavigation:companyTypes.${c}`)}</Tag>),
            },
            {
              key: 'enabled',
              title: t('sysNavigation:status'),
              width: 90,
              render: (_v, m) => (
                <Switch
                  size="small"
                  checked={m.enabled}
                  disabled={!canEdit}
                  aria-label={t('sysNavigation:status')}
                  data-testid={`nav-status-${m.id}`}
                  onChange={() =>
                    void ask(t(m.enabled ? 'sysNavigation:nav.confirmDisable' : 'sysNavigation:nav.confirmEnable', { name: m.name }), () =>
                      status.mutate(m),
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
                    width: 140,
                    render: (_v: unknown, m: NavMenuRow) => (
                      <Space size={0}>
                        <Button type="link" size="small" onClick={() => setDialog({ menu: m })} data-testid={`nav-edit-${m.id}`}>
                          {t('sysNavigation:edit')}
                        </Button>
                        <Button
                          type="link"
                          size="small"
                          danger
                          data-testid={`nav-delete-${m.id}`}
                          onClick={() => void ask(t('sysNavigation:nav.confirmDelete', { name: m.name }), () => remove.mutate(m), true)}
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
      </Flex>
      <NavDialog menu={dialog?.menu ?? null} open={dialog !== null} onClose={() => setDialog(null)} onSaved={() => void refresh()} />
    </Card>
  );
}

export function NavMenusPage() {
  return (
    <App component={false}>
      <NavMenus />
    </App>
  );
}
