// The user drawer: the user's details, the account changes behind the edit button (identity, avatar,
// phone, mail, login name) and the user's seats across the companies the viewer may manage.
import { useState, type ReactNode } from 'react';
import { App, Button, Descriptions, Drawer, Form, Input, Skeleton, Table, Tabs, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PHONE_RULE, USER_NAME_RULE } from '@medportal/contracts/staff/auth-rules';
import { isValidIdCard } from '@medportal/contracts/system/users-rules';
import type { SysUserCompany, SysUserDetail } from '@medportal/contracts/system/users.contract';
import { SmsCodeButton } from '../../../kit/inputs/sms-code-button';
import { Permission } from '../../../kit/permission/permission';
import {
  fetchDetail,
  fetchUserCompanies,
  sendPhoneCode,
  setAvatar,
  setIdentity,
  setLoginName,
  setMail,
  setPhone,
  uploadAvatar,
  USERS_KEY,
} from './users-api';

type Props = { userId: number | null; companyId: number | undefined; viewerId: number | undefined; onClose: () => void };

/** One inline form of the account tab: its fields, a save button, and the list refreshed after it. */
function AccountForm<V extends object>({
  title,
  initial,
  save,
  children,
  testId,
}: {
  title: string;
  initial: Partial<V>;
  save: (values: V) => Promise<unknown>;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      message.success(t('sysUsers:saved'));
      await client.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
  return (
    <Form<V>
      name={testId}
      layout="inline"
      initialValues={initial}
      onFinish={(v) => mutation.mutate(v)}
      style={{ rowGap: 8, marginBottom: 16 }}
      data-testid={testId}
    >
      <Form.Item label={title} style={{ width: 96, marginInlineEnd: 0 }} />
      {children}
      <Form.Item>
        <Button htmlType="submit" type="primary" loading={mutation.isPending}>
          {t('sysUsers:save')}
        </Button>
      </Form.Item>
    </Form>
  );
}

function AccountTab({ user, companyId, own }: { user: SysUserDetail; companyId: number | undefined; own: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const ref = { userId: user.userId, ...(companyId === undefined ? {} : { companyId }) };
  const avatar = useMutation({
    mutationFn: async (file: File) => setAvatar({ ...ref, avatar: await uploadAvatar(file) }),
    onSuccess: async () => {
      message.success(t('sysUsers:saved'));
      await client.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
  return (
    <>
      <AccountForm<{ realName: string; idCardNo: string }>
        title={t('sysUsers:account.identity')}
        initial={{ realName: user.realName }}
        save={(v) => setIdentity({ ...ref, realName: v.realName.trim(), idCardNo: v.idCardNo.trim() })}
        testId="account-identity"
      >
        <Form.Item
          name="realName"
          rules={[{ required: true, whitespace: true, message: t('sysUsers:form.required', { label: t('sysUsers:fields.realName') }) }]}
        >
          <Input placeholder={t('sysUsers:fields.realName')} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="idCardNo"
          rules={[
            {
              validator: (_r, v: string | undefined) =>
                v && isValidIdCard(v) ? Promise.resolve() : Promise.reject(new Error(t('sysUsers:account.idCardRule'))),
            },
          ]}
        >
          <Input placeholder={user.idCardNo || t('sysUsers:account.idCard')} style={{ width: 220 }} maxLength={18} />
        </Form.Item>
      </AccountForm>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('sysUsers:account.avatar')} style={{ width: 96, marginInlineEnd: 0 }} />
        <Upload
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          showUploadList={false}
          customRequest={({ file }) => avatar.mutate(file as File)}
        >
          <Button icon={<UploadOutlined />} loading={avatar.isPending}>
            {t('sysUsers:account.upload')}
          </Button>
        </Upload>
      </Form>
      <AccountForm<{ phone: string; verificationCode?: string }>
        title={t('sysUsers:fields.phone')}
        initial={{}}
        save={(v) => setPhone({ ...ref, phone: v.phone.trim(), ...(own ? { verificationCode: v.verificationCode?.trim() ?? '' } : {}) })}
        testId="account-phone"
      >
        <Form.Item name="phone" rules={[{ pattern: PHONE_RULE, required: true, message: t('sysUsers:form.phoneRule') }]}>
          <Input placeholder={t('sysUsers:account.newPhone')} style={{ width: 160 }} maxLength={11} />
        </Form.Item>
        {own && (
          <Form.Item noStyle shouldUpdate>
            {(form) => (
              <>
                <Form.Item name="verificationCode" rules={[{ required: true, message: t('sysUsers:account.codeRequired') }]}>
                  <Input placeholder={t('sysUsers:account.code')} style={{ width: 120 }} maxLength={6} />
                </Form.Item>
                <SmsCodeButton
                  onSend={async () => {
                    const phone = String(form.getFieldValue('phone') ?? '').trim();
                    if (!PHONE_RULE.test(phone)) {
                      message.error(t('sysUsers:form.phoneRule'));
                      return false;
                    }
                    await sendPhoneCode(phone);
                    return true;
                  }}
                />
              </>
            )}
          </Form.Item>
        )}
      </AccountForm>
      <AccountForm<{ email: string }>
        title={t('sysUsers:fields.email')}
        initial={{ email: user.email }}
        save={(v) => setMail({ ...ref, email: (v.email ?? '').trim() })}
        testId="account-mail"
      >
        <Form.Item name="email" rules={[{ type: 'email', message: t('sysUsers:form.emailRule') }]}>
          <Input style={{ width: 240 }} maxLength={120} />
        </Form.Item>
      </AccountForm>
      <AccountForm<{ userName: string }>
        title={t('sysUsers:fields.userName')}
        initial={{ userName: user.userName }}
        save={(v) => setLoginName({ ...ref, userName: v.userName.trim() })}
        testId="account-login-name"
      >
        <Form.Item name="userName" rules={[{ pattern: USER_NAME_RULE, required: true, message: t('sysUsers:form.userNameRule') }]}>
          <Input style={{ width: 200 }} maxLength={32} />
        </Form.Item>
      </AccountForm>
    </>
  );
}

function CompaniesTab({ userId, companyId }: { userId: number; companyId: number | undefined }) {
  const { t } = useTranslation();
  const companies = useQuery({
    queryKey: [...USERS_KEY, 'companies', userId, companyId ?? null],
    queryFn: () => fetchUserCompanies({ userId, ...(companyId === undefined ? {} : { companyId }) }),
  });
  return (
    <Table<SysUserCompany>
      rowKey="companyId"
      size="small"
      loading={companies.isFetching}
      dataSource={companies.data ?? []}
      pagination={false}
      data-testid="user-companies"
      columns={[
        { key: 'company', title: t('sysUsers:fields.company'), dataIndex: 'companyName' },
        { key: 'dept', title: t('sysUsers:fields.department'), dataIndex: 'departmentName', render: (v: string | null) => v ?? '-' },
        { key: 'position', title: t('sysUsers:fields.position'), dataIndex: 'positionName' },
        {
          key: 'roles',
          title: t('sysUsers:fields.roles'),
          render: (_v, row) =>
            row.isAdmin ? <Tag color="gold">{t('sysUsers:admin')}</Tag> : row.roles.map((r) => r.roleName).join('、') || '-',
        },
      ]}
    />
  );
}

export function UserDetailDrawer({ userId, companyId, viewerId, onClose }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('info');
  const detail = useQuery({
    queryKey: [...USERS_KEY, 'detail', userId, companyId ?? null],
    queryFn: () => fetchDetail({ userId: userId!, ...(companyId === undefined ? {} : { companyId }) }),
    enabled: userId !== null,
  });
  const user = detail.data;
  return (
    <Drawer
      open={userId !== null}
      title={t('sysUsers:detail.title')}
      size={720}
      onClose={onClose}
      destroyOnHidden
      data-testid="user-detail"
    >
      {!user ? (
        <Skeleton active />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'info',
              label: t('sysUsers:detail.info'),
              children: (
                <Descriptions column={2} bordered size="small">
                  <Descriptions.Item label={t('sysUsers:fields.userName')}>{user.userName}</Descriptions.Item>
                  <Descriptions.Item label={t('sysUsers:fields.realName')}>{user.realName}</Descriptions.Item>
                  <Descriptions.Item label={t('sysUsers:fields.phone')}>{user.phone ?? '-'}</Descriptions.Item>
                  <Descriptions.Item label={t('sysUsers:fields.email')}>{user.email || '-'}</Descriptions.Item>
                  <Descriptions.Item label={t('sysUsers:account.idCard')}>{user.idCardNo || '-'}</Descriptions.Item>
                  <Descriptions.Item label={t('sysUsers:fields.company')}>{user.companyName}</Descriptions.Item>
                  <Descriptions.Item label={t('sysUsers:fields.department')}>{user.departmentName ?? '-'}</Descriptions.Item>
                  <Descriptions.Item label={t('sysUsers:fields.duty')}>{user.dutyName ?? '-'}</Descriptions.Item>
                  <Descriptions.Item label={t('sysUsers:fields.roles')}>
                    {user.roles.map((r) => r.roleName).join('、') || '-'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('sysUsers:fields.status')}>
                    {user.locked
                      ? t('sysUsers:status.locked')
                      : user.status === '1'
                        ? t('sysUsers:status.enabled')
                        : t('sysUsers:status.disabled')}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('sysUsers:fields.createTime')}>{user.createTime}</Descriptions.Item>
                </Descriptions>
              ),
            },
            {
              key: 'account',
              label: t('sysUsers:detail.account'),
              children: (
                <Permission code="sys.user.edit" fallback={t('sysUsers:detail.noEdit')}>
                  <AccountTab user={user} companyId={companyId} own={user.userId === viewerId} />
                </Permission>
              ),
            },
            {
              key: 'companies',
              label: t('sysUsers:detail.companies'),
              children: <CompaniesTab userId={user.userId} companyId={companyId} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
