// The menu drawer of the menu tree: add an external link (http/https, opened in a new tab) or a group, or
// edit a menu — name, icon, parent group (within the app) and, for the operator's links, the address.
// Catalogue menus keep their page path; buttons are never edited.
import { useEffect, useState } from 'react';
import { App, Button, Drawer, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESOURCE_NAME_MAX, URL_MAX, isExternalUrl } from '@medportal/contracts/system/apps-menus-rules';
import type { ResourceAdminNode } from '@medportal/contracts/system/apps-menus.contract';
import { MENU_ICONS } from '../../../shell/layout/menu-icons';
import { saveResource, updateResource } from './apps-menus-api';
import { groupChoices } from './menu-tree-logic';

export type ResourceFormState =
  { kind: 'link' | 'group'; appId: number; parentId: number | null } | { kind: 'edit'; node: ResourceAdminNode } | null;

type Values = { resourceName: string; resourceIcon?: string; parentId: number; resourcePath?: string };

/** The icons the shell's menu can show (its curated set). */
const ICON_OPTIONS = Object.keys(MENU_ICONS).map((name) => ({ value: name, label: name }));

/** The parent select's value for the top level (antd Select needs a non-null value). */
const TOP = 0;

export function ResourceFormDrawer({
  state,
  nodes,
  onClose,
  onSaved,
}: {
  state: ResourceFormState;
  nodes: readonly ResourceAdminNode[];
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editing = state?.kind === 'edit' ? state.node : null;
  const withUrl = state?.kind === 'link' || Boolean(editing?.operator && editing.resourcePath);

  useEffect(() => {
    if (!state) return;
    form.setFieldsValue(
      state.kind === 'edit'
        ? {
            resourceName: state.node.resourceName,
            resourceIcon: state.node.resourceIcon ?? undefined,
            parentId: state.node.parentId ?? TOP,
            resourcePath: state.node.resourcePath ?? '',
          }
        : { resourceName: '', resourceIcon: undefined, parentId: state.parentId ?? TOP, resourcePath: '' },
    );
  }, [state, form]);

  const parents = [
    { value: TOP, label: t('sysAppsMenus:tree.form.topLevel') },
    ...groupChoices(nodes, editing ?? undefined).map(({ node, depth }) => ({
      value: node.id,
      label: `${'\u3000'.repeat(depth)}${node.resourceName}`,
    })),
  ];

  const submit = async () => {
    if (!state) return;
    const v = await form.validateFields();
    const parentId = v.parentId === TOP ? null : v.parentId;
    const icon = v.resourceIcon?.trim() ? v.resourceIcon.trim() : null;
    setSaving(true);
    try {
      let id: number;
      if (state.kind === 'edit') {
        ({ id } = await updateResource({
          id: state.node.id,
          resourceName: v.resourceName.trim(),
          resourceIcon: icon,
          parentId,
          ...(withUrl ? { resourcePath: (v.resourcePath ?? '').trim() } : {}),
        }));
      } else if (state.kind === 'link') {
        ({ id } = await saveResource({
          appId: state.appId,
          parentId,
          kind: 'link',
          resourceName: v.resourceName.trim(),
          resourcePath: (v.resourcePath ?? '').trim(),
          resourceIcon: icon,
        }));
      } else {
        ({ id } = await saveResource({
          appId: state.appId,
          parentId,
          kind: 'group',
          resourceName: v.resourceName.trim(),
          resourceIcon: icon,
        }));
      }
      void message.success(t('sysAppsMenus:tree.done.saved'));
      onSaved(id);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const title =
    state?.kind === 'link'
      ? t('sysAppsMenus:tree.form.addLinkTitle')
      : state?.kind === 'group'
        ? t('sysAppsMenus:tree.form.addGroupTitle')
        : t('sysAppsMenus:tree.form.editTitle');

  return (
    <Drawer
      open={state !== null}
      title={title}
      size={520}
      maskClosable={false}
      destroyOnHidden
      onClose={onClose}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('sysAppsMenus:cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)} data-testid="resource-form-save">
            {t('sysAppsMenus:ok')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" data-testid="resource-form">
        <Form.Item
          name="resourceName"
          label={t('sysAppsMenus:tree.form.name')}
          rules={[{ required: true, whitespace: true, message: t('sysAppsMenus:tree.form.nameRequired') }]}
        >
          <Input maxLength={RESOURCE_NAME_MAX} showCount data-testid="resource-form-name" />
        </Form.Item>
        {withUrl && (
          <Form.Item
            name="resourcePath"
            label={t('sysAppsMenus:tree.url')}
            extra={t('sysAppsMenus:tree.form.urlHelp')}
            rules={[
              { required: true, whitespace: true, message: t('sysAppsMenus:tree.form.urlRequired') },
              {
                validator: (_r, value: string) =>
                  !value?.trim() || isExternalUrl(value.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('sysAppsMenus:tree.form.urlFormat'))),
              },
            ]}
          >
            <Input maxLength={URL_MAX} placeholder="https://" data-testid="resource-form-url" />
          </Form.Item>
        )}
        <Form.Item name="parentId" label={t('sysAppsMenus:tree.form.parent')}>
          <Select options={parents} data-testid="resource-form-parent" />
        </Form.Item>
        <Form.Item name="resourceIcon" label={t('sysAppsMenus:tree.form.icon')} extra={t('sysAppsMenus:tree.form.iconHelp')}>
          <Select allowClear showSearch options={ICON_OPTIONS} data-testid="resource-form-icon" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
