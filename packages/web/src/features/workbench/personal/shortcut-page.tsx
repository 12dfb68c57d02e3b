// /worktable/shortcut 快捷入口: the user's shortcuts as the worktable shows them, reordered by drag or
// up / down, removed after a confirm, added from a picker of the menus the user is served (granted,
// built screen) grouped by app; at most 12, said plainly. Every change is saved at once.
import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Input, Modal, Skeleton, Space, Typography } from 'antd';
import { CheckOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Shortcut } from '@medportal/contracts/worktable/shortcuts.contract';
import { SHORTCUTS_MAX } from '@medportal/contracts/worktable/workbench-rules';
import type { ShortcutCandidateGroup } from '@medportal/contracts/worktable/settings.contract';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { appName, menuName } from '../../../shell/catalogue-names';
import { WORKTABLE_SHORTCUTS_KEY, shortcutCandidates, shortcutList, shortcutSave } from './personal-api';
import { LoadError } from './parts';
import { SortableList } from './sortable-list';

const CANDIDATES_KEY = ['wbPersonal', 'shortcutCandidates'] as const;

function Picker({
  open,
  onClose,
  chosen,
  onAdd,
  saving,
}: {
  open: boolean;
  onClose: () => void;
  chosen: readonly Shortcut[];
  onAdd: (menu: ShortcutCandidateGroup['menus'][number]) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const candidates = useQuery({ queryKey: CANDIDATES_KEY, queryFn: shortcutCandidates, enabled: open });
  const added = new Set(chosen.map((s) => s.resourceId));
  const left = SHORTCUTS_MAX - chosen.length;
  const groups = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    return (candidates.data ?? [])
      .map((g) => ({ ...g, menus: g.menus.filter((m) => !word || menuName(m).toLowerCase().includes(word)) }))
      .filter((g) => g.menus.length > 0);
  }, [candidates.data, keyword]);
  return (
    <Modal
      open={open}
      width={720}
      title={t('wbPersonal:shortcut.pickerTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('wbPersonal:done')}</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="shortcut-picker">
        {left > 0 ? (
          <Typography.Text type="secondary">{t('wbPersonal:shortcut.pickerHint', { left })}</Typography.Text>
        ) : (
          <Alert type="warning" showIcon title={t('wbPersonal:shortcut.full', { max: SHORTCUTS_MAX })} data-testid="picker-full" />
        )}
        <Input.Search allowClear placeholder={t('wbPersonal:shortcut.pickerSearch')} onChange={(e) => setKeyword(e.target.value)} />
        {candidates.isPending ? (
          <Skeleton active />
        ) : candidates.isError ? (
          <LoadError onRetry={() => void candidates.refetch()} testId="picker-error" />
        ) : groups.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wbPersonal:shortcut.pickerEmpty')} />
        ) : (
          <Flex vertical gap={12} style={{ maxHeight: 420, overflowY: 'auto' }}>
            {groups.map((g) => (
              <div key={g.appId} data-testid={`picker-app-${g.appCode}`}>
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {appName(g)}
                </Typography.Title>
                <Space wrap>
                  {g.menus.map((m) =>
                    added.has(m.resourceId) ? (
                      <Button key={m.resourceId} disabled icon={<CheckOutlined />}>
                        {menuName(m)}
                      </Button>
                    ) : (
                      <Button
                        key={m.resourceId}
                        icon={<PlusOutlined />}
                        loading={saving}
                        onClick={() => onAdd(m)}
                        data-testid={`pick-${m.resourceCode}`}
                      >
                        {menuName(m)}
                      </Button>
                    ),
                  )}
                </Space>
              </div>
            ))}
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}

function Shortcuts() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const [picking, setPicking] = useState(false);
  const list = useQuery({ queryKey: WORKTABLE_SHORTCUTS_KEY, queryFn: shortcutList });
  const save = useMutation({
    mutationFn: (items: Shortcut[]) => shortcutSave(items.map((s) => s.resourceId)),
    onMutate: (items) => client.setQueryData(WORKTABLE_SHORTCUTS_KEY, items),
    onSuccess: (saved) => {
      client.setQueryData(WORKTABLE_SHORTCUTS_KEY, saved);
      void message.success(t('wbPersonal:saved'));
    },
    // the request layer showed the server's message; show what is stored
    onError: () => void client.invalidateQueries({ queryKey: WORKTABLE_SHORTCUTS_KEY }),
  });
  const items = list.data ?? [];
  const full = items.length >= SHORTCUTS_MAX;

  const add = (menu: ShortcutCandidateGroup['menus'][number]) => {
    if (full) {
      void message.warning(t('wbPersonal:shortcut.full', { max: SHORTCUTS_MAX }));
      return;
    }
    save.mutate([...items, { ...menu, sort: items.length + 1 }]);
  };
  const remove = async (item: Shortcut) => {
    try {
      await confirm({ content: t('wbPersonal:shortcut.removeConfirm', { name: menuName(item) }), okText: t('wbPersonal:shortcut.remove') });
    } catch {
      return;
    }
    save.mutate(items.filter((s) => s.resourceId !== item.resourceId));
  };

  return (
    <Card
      title={t('wbPersonal:title.shortcut')}
      data-testid="shortcut-page"
      extra={
        <Space>
          <Typography.Text type="secondary" data-testid="shortcut-count">
            {t('wbPersonal:shortcut.count', { count: items.length, max: SHORTCUTS_MAX })}
          </Typography.Text>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => (full ? void message.warning(t('wbPersonal:shortcut.full', { max: SHORTCUTS_MAX })) : setPicking(true))}
            data-testid="shortcut-add"
          >
            {t('wbPersonal:shortcut.add')}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('wbPersonal:shortcut.intro', { max: SHORTCUTS_MAX })}</Typography.Text>
        {full && <Alert type="info" showIcon title={t('wbPersonal:shortcut.full', { max: SHORTCUTS_MAX })} data-testid="shortcut-full" />}
        {list.isPending ? (
          <Skeleton active />
        ) : list.isError ? (
          <LoadError onRetry={() => void list.refetch()} testId="shortcut-error" />
        ) : items.length === 0 ? (
          <Empty description={t('wbPersonal:shortcut.empty')} data-testid="shortcut-empty" />
        ) : (
          <SortableList
            items={items}
            idOf={(s) => String(s.resourceId)}
            onMove={(next) => save.mutate(next)}
            testId="shortcut-list"
            render={(s) => (s.resourcePath ? <Link to={s.resourcePath}>{menuName(s)}</Link> : menuName(s))}
            actions={(s) => (
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('wbPersonal:shortcut.remove')}
                onClick={() => void remove(s)}
                data-testid={`shortcut-remove-${s.resourceId}`}
              />
            )}
          />
        )}
      </Flex>
      <Picker open={picking} onClose={() => setPicking(false)} chosen={items} onAdd={add} saving={save.isPending} />
    </Card>
  );
}

export function ShortcutPage() {
  return (
    <App component={false}>
      <Shortcuts />
    </App>
  );
}
