// /systemSetup/personal: the user's own profile (phone masked) with the way to the edit page.
import { Button, Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchProfile } from './account-api';
import { maskPhone } from './account-rules';
import { AvatarImage } from './avatar-image';

export const PROFILE_KEY = ['account', 'profile'] as const;
export const PERSONAL_EDIT_PATH = '/systemSetup/personal/edit';

export function PersonalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile });
  const none = t('account:none');

  let body;
  if (profile.isLoading) body = <Skeleton avatar active paragraph={{ rows: 4 }} />;
  else if (profile.isError || !profile.data) {
    body = (
      <Result
        status="warning"
        title={t('account:personal.loadFailed')}
        extra={<Button onClick={() => void profile.refetch()}>{t('account:retry')}</Button>}
      />
    );
  } else {
    const p = profile.data;
    body = (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Space size="middle">
          <AvatarImage path={p.avatar} name={p.realName || p.userName} size={72} />
          <Space orientation="vertical" size={0}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {p.realName || p.userName}
            </Typography.Title>
            <Typography.Text type="secondary">{p.companyName || t('account:personal.noCompany')}</Typography.Text>
          </Space>
        </Space>
        <Descriptions column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('account:personal.realName')}>{p.realName || none}</Descriptions.Item>
          <Descriptions.Item label={t('account:personal.userName')}>{p.userName}</Descriptions.Item>
          <Descriptions.Item label={t('account:personal.phone')}>{p.phone ? maskPhone(p.phone) : none}</Descriptions.Item>
          <Descriptions.Item label={t('account:personal.email')}>{p.email || none}</Descriptions.Item>
          <Descriptions.Item label={t('account:personal.company')}>{p.companyName || none}</Descriptions.Item>
          <Descriptions.Item label={t('account:personal.department')}>{p.departmentName || none}</Descriptions.Item>
          <Descriptions.Item label={t('account:personal.position')}>{p.positionName || none}</Descriptions.Item>
        </Descriptions>
      </Space>
    );
  }
  return (
    <Card
      title={t('account:personal.title')}
      data-testid="personal-center"
      extra={
        <Button type="primary" icon={<EditOutlined />} onClick={() => void navigate(PERSONAL_EDIT_PATH)}>
          {t('account:personal.edit')}
        </Button>
      }
    >
      {body}
    </Card>
  );
}
