// /systemSetup/personal/edit: name, email and avatar (uploaded to the file library), and the phone
// change with a type-4 SMS code. Saved values go into the session too (header name, avatar, phone).
import { useState } from 'react';
import { App, Button, Card, Form, Input, Result, Skeleton, Space, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { ArrowLeftOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Profile } from '@medportal/contracts/staff/profile.contract';
import { writeSessionCookies } from '../../lib/session-cookies';
import { useSessionStore } from '../../lib/session-store';
import { SmsCodeButton } from '../../kit/inputs/sms-code-button';
import { changePhone, fetchProfile, sendChangePhoneCode, updateProfile, uploadImage } from './account-api';
import { avatarProblem, maskPhone, phoneRules, realNameRules } from './account-rules';
import { AvatarImage } from './avatar-image';
import { PROFILE_KEY } from './personal-page';

type ProfileValues = { realName: string; email: string };
type PhoneValues = { phone: string; verificationCode: string };

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const update = useSessionStore((s) => s.update);
  const [avatar, setAvatar] = useState(profile.avatar);
  const [uploading, setUploading] = useState(false);
  const save = useMutation({
    mutationFn: (v: ProfileValues) => updateProfile({ realName: v.realName.trim(), email: (v.email ?? '').trim(), avatar }),
    onSuccess: (next) => {
      client.setQueryData(PROFILE_KEY, next);
      update({ realName: next.realName, avatar: next.avatar || null });
      message.success(t('account:personal.saved'));
      void navigate('/systemSetup/personal');
    },
  });

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarProblem(file);
    if (problem) {
      message.error(t(problem === 'type' ? 'account:personal.avatarType' : 'account:personal.avatarSize'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    uploadImage(file as File)
      .then((path) => {
        setAvatar(path);
        onSuccess?.(path);
      })
      .catch((err: Error) => onError?.(err))
      .finally(() => setUploading(false));
  };

  return (
    <Form<ProfileValues>
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={{ realName: profile.realName, email: profile.email }}
      onFinish={(v) => save.mutate(v)}
    >
      <Form.Item label={t('account:personal.avatar')} extra={t('account:personal.avatarTip')}>
        <Space size="middle">
          <AvatarImage path={avatar} name={profile.realName || profile.userName} size={64} />
          <Upload
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            showUploadList={false}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {t('account:personal.upload')}
            </Button>
          </Upload>
          {avatar && (
            <Button type="link" onClick={() => setAvatar('')}>
              {t('account:personal.removeAvatar')}
            </Button>
          )}
        </Space>
      </Form.Item>
      <Form.Item label={t('account:personal.userName')}>
        <Typography.Text>{profile.userName}</Typography.Text>
      </Form.Item>
      <Form.Item name="realName" label={t('account:personal.realName')} rules={realNameRules(t)}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('account:personal.email')}
        rules={[
          { type: 'email', message: t('account:personal.emailInvalid') },
          { max: 120, message: t('account:personal.emailMax') },
        ]}
      >
        <Input autoComplete="email" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={uploading}>
          {t('account:save')}
        </Button>
        <Button onClick={() => void navigate('/systemSetup/personal')}>{t('account:cancel')}</Button>
      </Space>
    </Form>
  );
}

function PhoneForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const update = useSessionStore((s) => s.update);
  const [form] = Form.useForm<PhoneValues>();
  const change = useMutation({
    mutationFn: (v: PhoneValues) => changePhone({ phone: v.phone.trim(), verificationCode: v.verificationCode.trim() }),
    onSuccess: (next) => {
      client.setQueryData(PROFILE_KEY, next);
      update({ phone: next.phone });
      // the phone cookie mirrors the session for the request layer and the password pages
      writeSessionCookies({ phone: next.phone });
      form.resetFields();
      message.success(t('account:personal.phoneChanged'));
    },
  });
  const onSend = async () => {
    try {
      const { phone } = await form.validateFields(['phone']);
      if (phone.trim() === profile.phone) {
        form.setFields([{ name: 'phone', errors: [t('account:personal.phoneSame')] }]);
        return false;
      }
      await sendChangePhoneCode(phone.trim());
      message.success(t('account:personal.codeSent'));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Form<PhoneValues> form={form} layout="vertical" style={{ maxWidth: 520 }} onFinish={(v) => change.mutate(v)} data-testid="phone-form">
      <Form.Item label={t('account:personal.currentPhone')}>
        <Typography.Text>{profile.phone ? maskPhone(profile.phone) : t('account:none')}</Typography.Text>
      </Form.Item>
      <Form.Item name="phone" label={t('account:personal.newPhone')} rules={phoneRules(t)}>
        <Input maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('account:personal.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="verificationCode"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('account:personal.codeEmpty') }]}
          >
            {/* the outer item's label names the compact group, not this input: it is named for itself */}
            <Input maxLength={6} autoComplete="one-time-code" aria-label={t('account:personal.code')} />
          </Form.Item>
          <SmsCodeButton onSend={onSend} />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('account:personal.changePhone')}
      </Button>
    </Form>
  );
}

export function PersonalEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile });
  let body;
  if (profile.isLoading) body = <Skeleton avatar active paragraph={{ rows: 5 }} />;
  else if (profile.isError || !profile.data) {
    body = (
      <Result
        status="warning"
        title={t('account:personal.loadFailed')}
        extra={<Button onClick={() => void profile.refetch()}>{t('account:retry')}</Button>}
      />
    );
  } else {
    body = (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <ProfileForm profile={profile.data} />
        <Card type="inner" title={t('account:personal.phoneTitle')}>
          <PhoneForm profile={profile.data} />
        </Card>
      </Space>
    );
  }
  // App supplies message to the forms (the app root has no antd App)
  return (
    <App component={false}>
      <Card
        data-testid="personal-center"
        title={t('account:personal.editTitle')}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/systemSetup/personal')}>
            {t('account:back')}
          </Button>
        }
      >
        {body}
      </Card>
    </App>
  );
}
