// /company/authentication/home 企业认证: the company's status (未认证 / 审核中 / 已认证 / 已驳回 with the
// reason), its latest submission, 立即认证 / 重新认证 for the administrator, 查看记录, the submitter's
// cancel of a pending submission, and for the platform a link to the review list.
import { App, Alert, Button, Card, Flex, Result, Space, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { authCancel } from './auth-api';
import { AuthStatusTag, LIST_PATH, SELECT_PATH, SubmissionDescriptions, approveStatusKey, useAuthCurrent } from './auth-parts';

function Home() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useAuthCurrent();
  const c = current.data;

  if (current.isPending) return <Spin data-testid="auth-home-loading" />;
  if (!c)
    return (
      <Result
        status="warning"
        title={t('companyAuth:loadFailed')}
        extra={<Button onClick={() => void current.refetch()}>{t('companyAuth:retry')}</Button>}
      />
    );

  const status = approveStatusKey(c.approveStatus);
  const pending = c.latest?.status === 'pending';

  const cancel = async () => {
    try {
      await confirm({ content: t('companyAuth:home.cancelConfirm') });
      await authCancel(c.latest!.id);
      void message.success(t('companyAuth:home.cancelled'));
      await queryClient.invalidateQueries({ queryKey: ['companyAuth'] });
    } catch {
      // cancelled, or the request layer showed the server's message
    }
  };

  return (
    <Flex vertical gap={16} data-testid="auth-home-page">
      <Card
        title={t('companyAuth:home.statusTitle')}
        extra={
          <Space>
            {c.isPlatform && (
              <Button onClick={() => void navigate(LIST_PATH)} data-testid="auth-review-link">
                {t('companyAuth:home.review')}
              </Button>
            )}
            {!c.isPlatform && (
              <Button onClick={() => void navigate(LIST_PATH)} data-testid="auth-records">
                {t('companyAuth:home.records')}
              </Button>
            )}
          </Space>
        }
      >
        {c.isPlatform && c.companyType === 'MM' ? (
          <Alert type="info" showIcon title={t('companyAuth:home.platform')} />
        ) : (
          <Result
            status={status === 'approved' ? 'success' : status === 'rejected' ? 'error' : status === 'pending' ? 'info' : 'warning'}
            title={
              <Space>
                <span>{c.companyName}</span>
                <AuthStatusTag status={status} />
              </Space>
            }
            subTitle={
              <>
                <div>{t(`companyAuth:hint.${status}`)}</div>
                {status === 'rejected' && c.latest?.rejectReason && (
                  <div data-testid="home-reject-reason">
                    {t('companyAuth:field.rejectReason')}：{c.latest.rejectReason}
                  </div>
                )}
              </>
            }
            extra={
              <Space>
                {c.maySubmit && (
                  <Button type="primary" onClick={() => void navigate(SELECT_PATH)} data-testid="auth-start">
                    {status === 'rejected' || c.latest ? t('companyAuth:home.restart') : t('companyAuth:home.start')}
                  </Button>
                )}
                {pending && c.latest?.mayCancel && (
                  <Button danger onClick={() => void cancel()} data-testid="auth-cancel">
                    {t('companyAuth:home.cancel')}
                  </Button>
                )}
              </Space>
            }
          />
        )}
        {!c.isAdmin && status !== 'approved' && !c.isPlatform && (
          <Alert type="warning" showIcon title={t('companyAuth:home.adminOnly')} data-testid="auth-admin-only" />
        )}
      </Card>
      {c.latest && (
        <Card title={t('companyAuth:home.submission')}>
          <SubmissionDescriptions auth={c.latest} />
        </Card>
      )}
    </Flex>
  );
}

export function AuthHomePage() {
  return (
    <App component={false}>
      <Home />
    </App>
  );
}
