// /demo/search2: the DrawerForm in add, edit and view mode over the session user's own profile
// (merchantUser/profile and updateProfile), the 30% layout drawer, and the PlainForm's own types.
import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Skeleton, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@medportal/contracts/staff/profile.contract';
import { REAL_NAME_MAX } from '@medportal/contracts/staff/company-rules';
import { DrawerForm } from '../../kit/form/drawer-form';
import type { DrawerDirection } from '../../kit/form/drawer-placement';
import type { DrawerFieldType, FormFieldDef, FormMode, FormRules, FormValues } from '../../kit/form/form-field-types';
import { LayoutDrawer } from '../../kit/form/layout-drawer';
import { emailTagsRule } from '../../kit/inputs/email-tags-input';
import { useSessionStore } from '../../lib/session-store';
import { fetchOwnProfile, saveOwnProfile } from './form-demo-api';
import { FormDemoGate, ValueBlock } from './form-demo-gate';
import { FormDemoPlainCard } from './form-demo-plain-card';

const PROFILE_KEY = ['demoForm', 'profile'] as const;
type DrawerState = { mode: FormMode; disabled: boolean; direction: DrawerDirection } | null;

function ProfileDrawerDemo({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const updateSession = useSessionStore((s) => s.update);
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [layoutOpen, setLayoutOpen] = useState(false);
  const [emitted, setEmitted] = useState<FormValues | null>(null);

  const fields = useMemo<FormFieldDef<DrawerFieldType>[]>(
    () => [
      { field: 'account', type: 'title', label: t('demoForm:profile.account') },
      { field: 'userName', type: 'text', label: t('demoForm:profile.userName'), value: profile.userName, valueDefault: profile.userName },
      {
        field: 'companyName',
        type: 'text',
        label: t('demoForm:profile.companyName'),
        value: profile.companyName,
        valueDefault: profile.companyName,
      },
      { field: 'editable', type: 'title', label: t('demoForm:profile.editable') },
      { field: 'realName', type: 'input', label: t('demoForm:profile.realName'), maxlength: REAL_NAME_MAX, valueDefault: '' },
      { field: 'email', type: 'email', label: t('demoForm:profile.email'), valueDefault: [] },
    ],
    [t, profile],
  );
  const rules = useMemo<FormRules>(
    () => ({
      realName: [{ required: true, whitespace: true, message: t('demoForm:profile.realNameRequired') }],
      email: [
        emailTagsRule(t('demoForm:profile.emailInvalid')),
        {
          validator: (_, list: string[] | undefined) =>
            (list ?? []).length <= 1 ? Promise.resolve() : Promise.reject(new Error(t('demoForm:profile.emailOne'))),
        },
      ],
    }),
    [t],
  );
  const current = useMemo(() => ({ ...profile, email: profile.email ? [profile.email] : [] }), [profile]);

  const save = useMutation({
    mutationFn: (v: FormValues) =>
      saveOwnProfile({ realName: String(v.realName ?? '').trim(), email: (v.email as string[] | undefined)?.[0] ?? '' }),
    onSuccess: (next) => {
      client.setQueryData(PROFILE_KEY, next);
      updateSession({ realName: next.realName });
      void message.success(t('demoForm:profile.saved'));
    },
  });

  const open = (mode: FormMode, disabled = false, direction: DrawerDirection = 'rtl') => setDrawer({ mode, disabled, direction });

  return (
    <Card title={t('demoForm:profile.title')} data-testid="demo-profile-card">
      <Descriptions size="small" column={2} data-testid="demo-profile">
        <Descriptions.Item label={t('demoForm:profile.userName')}>{profile.userName}</Descriptions.Item>
        <Descriptions.Item label={t('demoForm:profile.realName')}>{profile.realName || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('demoForm:profile.email')}>{profile.email || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('demoForm:profile.companyName')}>{profile.companyName || '-'}</Descriptions.Item>
      </Descriptions>
      <Space wrap style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => open('edit')} data-testid="demo-open-edit">
          {t('demoForm:profile.openEdit')}
        </Button>
        <Button onClick={() => open('add')} data-testid="demo-open-add">
          {t('demoForm:profile.openAdd')}
        </Button>
        <Button onClick={() => open('edit', true)} data-testid="demo-open-view">
          {t('demoForm:profile.openView')}
        </Button>
        <Button onClick={() => open('edit', false, 'ltr')} data-testid="demo-open-ltr">
          {t('demoForm:profile.openLeft')}
        </Button>
        <Button onClick={() => setLayoutOpen(true)} data-testid="demo-open-layout">
          {t('demoForm:profile.openLayout')}
        </Button>
      </Space>
      {emitted && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">{t('demoForm:profile.emitted')}</Typography.Text>
          <ValueBlock value={emitted} testId="demo-drawer-emitted" />
        </div>
      )}
      <DrawerForm
        open={drawer !== null}
        title={t(
          drawer?.disabled
            ? 'demoForm:profile.viewTitle'
            : drawer?.mode === 'add'
              ? 'demoForm:profile.addTitle'
              : 'demoForm:profile.editTitle',
        )}
        mode={drawer?.mode ?? 'edit'}
        disabled={drawer?.disabled}
        direction={drawer?.direction}
        fields={fields}
        values={current}
        rules={rules}
        onConfirm={async (values) => {
          setEmitted(values);
          await save.mutateAsync(values);
        }}
        onClose={() => setDrawer(null)}
      />
      <LayoutDrawer open={layoutOpen} title={t('demoForm:profile.layoutTitle')} onClose={() => setLayoutOpen(false)}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('demoForm:profile.userName')}>{profile.userName}</Descriptions.Item>
          <Descriptions.Item label={t('demoForm:profile.realName')}>{profile.realName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('demoForm:profile.position')}>{profile.positionName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('demoForm:profile.department')}>{profile.departmentName || '-'}</Descriptions.Item>
        </Descriptions>
      </LayoutDrawer>
    </Card>
  );
}

function DrawerDemo() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchOwnProfile });
  return (
    <Flex vertical gap={16} data-testid="demo-drawer-page">
      {query.isPending && (
        <Card>
          <Skeleton active />
        </Card>
      )}
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={t('demoForm:profile.loadFailed')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('demoForm:retry')}
            </Button>
          }
          data-testid="demo-profile-error"
        />
      )}
      {query.data && <ProfileDrawerDemo profile={query.data} />}
      {query.data && <FormDemoPlainCard profile={query.data} />}
    </Flex>
  );
}

export function FormDemoDrawerPage() {
  return (
    <FormDemoGate>
      <DrawerDemo />
    </FormDemoGate>
  );
}
