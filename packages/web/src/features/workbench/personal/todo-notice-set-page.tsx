// /todoNoticeSet 待办与通知设置: which kinds of todo (the approval engine's businesses and the todos of
// the other modules) and which notice levels the worktable shows, and whether decisions on my own
// submissions also reach me by SMS / mail — showing the number and address they go to, or that none
// is set (the switch then stays off: the server refuses it too).
import { useEffect, useState } from 'react';
import { App, Button, Card, Checkbox, Divider, Flex, Skeleton, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NoticeLevel } from '@medportal/contracts/worktable/notices.contract';
import {
  WORK_ITEM_KIND_CODES,
  WORK_ITEM_KINDS,
  WORKTABLE_NOTICE_LEVELS as NOTICE_LEVELS,
  type WorkItemKind,
} from '@medportal/contracts/worktable/workbench-rules';
import type { SettingsSavePreferencesBody, WorkbenchSettings } from '@medportal/contracts/worktable/settings.contract';
import { WORKTABLE_SETTINGS_KEY, settingsGet, settingsSavePreferences } from './personal-api';
import { LoadError } from './parts';

type Draft = { todoKinds: WorkItemKind[]; noticeLevels: NoticeLevel[]; notifySms: boolean; notifyMail: boolean };

const draftOf = (s: WorkbenchSettings): Draft => ({
  todoKinds: (s.todoKinds as WorkItemKind[] | null) ?? [...WORK_ITEM_KIND_CODES],
  noticeLevels: (s.noticeLevels as NoticeLevel[] | null) ?? [...NOTICE_LEVELS],
  // a switch whose phone or mail has since been removed is off: saving it on would be refused
  notifySms: s.notifySms && Boolean(s.phone),
  notifyMail: s.notifyMail && Boolean(s.email),
});

/** Everything ticked is saved as null: every kind, also those added later. */
const bodyOf = (d: Draft): SettingsSavePreferencesBody => ({
  todoKinds: d.todoKinds.length === WORK_ITEM_KIND_CODES.length ? null : WORK_ITEM_KIND_CODES.filter((k) => d.todoKinds.includes(k)),
  noticeLevels: d.noticeLevels.length === NOTICE_LEVELS.length ? null : NOTICE_LEVELS.filter((l) => d.noticeLevels.includes(l)),
  notifySms: d.notifySms,
  notifyMail: d.notifyMail,
});

/** A check-all box over a group of options. */
function AllOf<T extends string>({
  all,
  value,
  onChange,
  testId,
}: {
  all: readonly T[];
  value: T[];
  onChange: (v: T[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={value.length === all.length}
      indeterminate={value.length > 0 && value.length < all.length}
      onChange={(e) => onChange(e.target.checked ? [...all] : [])}
      data-testid={testId}
    >
      {t('wbPersonal:prefs.all')}
    </Checkbox>
  );
}

function Channel({
  label,
  checked,
  target,
  missing,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  target: string | null;
  missing: string;
  onChange: (v: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={12}>
      <Switch checked={checked} disabled={!target} onChange={onChange} aria-label={label} data-testid={testId} />
      <Typography.Text>{label}</Typography.Text>
      <Typography.Text type={target ? 'secondary' : 'warning'} data-testid={`${testId}-target`}>
        {target ? t('wbPersonal:prefs.sendsTo', { target }) : missing}
      </Typography.Text>
    </Flex>
  );
}

function Preferences() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: WORKTABLE_SETTINGS_KEY, queryFn: settingsGet });
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (settings.data && draft === null) setDraft(draftOf(settings.data));
  }, [settings.data, draft]);
  const save = useMutation({
    mutationFn: (body: SettingsSavePreferencesBody) => settingsSavePreferences(body),
    onSuccess: (saved) => {
      client.setQueryData(WORKTABLE_SETTINGS_KEY, saved);
      setDraft(draftOf(saved));
      void message.success(t('wbPersonal:saved'));
    },
  });
  const changed = draft !== null && settings.data && JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(draftOf(settings.data)));
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  return (
    <Card
      title={t('wbPersonal:title.todoNoticeSet')}
      data-testid="todo-notice-set-page"
      extra={
        <Button
          type="primary"
          disabled={!changed}
          loading={save.isPending}
          onClick={() => draft && save.mutate(bodyOf(draft))}
          data-testid="prefs-save"
        >
          {t('wbPersonal:save')}
        </Button>
      }
    >
      {settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} testId="prefs-error" />
      ) : !draft || !settings.data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('wbPersonal:prefs.todoKinds')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('wbPersonal:prefs.todoKindsHint')}</Typography.Text>
          <AllOf all={WORK_ITEM_KIND_CODES} value={draft.todoKinds} onChange={(todoKinds) => set({ todoKinds })} testId="kinds-all" />
          <Checkbox.Group
            value={draft.todoKinds}
            onChange={(v) => set({ todoKinds: v as WorkItemKind[] })}
            options={WORK_ITEM_KIND_CODES.map((k) => ({
              value: k,
              label: t(`wbPersonal:prefs.kind.${k}`, { defaultValue: WORK_ITEM_KINDS[k] }),
            }))}
            data-testid="todo-kinds"
          />
          <Divider />
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('wbPersonal:prefs.noticeLevels')}
          </Typography.Title>
          <Checkbox.Group
            value={draft.noticeLevels}
            onChange={(v) => set({ noticeLevels: v as NoticeLevel[] })}
            options={NOTICE_LEVELS.map((l) => ({ value: l, label: t(`wbPersonal:prefs.level.${l}`) }))}
            data-testid="notice-levels"
          />
          <Divider />
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('wbPersonal:prefs.notify')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('wbPersonal:prefs.notifyHint')}</Typography.Text>
          <Channel
            label={t('wbPersonal:prefs.notifySms')}
            checked={draft.notifySms}
            target={settings.data.phone}
            missing={t('wbPersonal:prefs.noPhone')}
            onChange={(notifySms) => set({ notifySms })}
            testId="notify-sms"
          />
          <Channel
            label={t('wbPersonal:prefs.notifyMail')}
            checked={draft.notifyMail}
            target={settings.data.email}
            missing={t('wbPersonal:prefs.noEmail')}
            onChange={(notifyMail) => set({ notifyMail })}
            testId="notify-mail"
          />
        </Flex>
      )}
    </Card>
  );
}

export function TodoNoticeSetPage() {
  return (
    <App component={false}>
      <Preferences />
    </App>
  );
}
