// /login/privacy: the tenant's privacy policy. Its HTML was sanitised by the server when it was saved
// (agreement/save), which is the only reason it may be rendered as HTML here.
import { Button, Empty, Flex, Result, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAsyncValue } from '../../lib/use-async';
import { fetchAgreement } from './auth-api';
import { LoginLayout } from './login-layout';

const loadPrivacyPolicy = () => fetchAgreement('PRIVACY_POLICY');

export function PrivacyPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const agreement = useAsyncValue(loadPrivacyPolicy);

  let body;
  if (agreement.isPending) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={t('privacy.loading')} />
      </Flex>
    );
  } else if (agreement.isError) {
    body = (
      <Result
        status="warning"
        title={t('privacy.failed')}
        extra={<Button onClick={() => void agreement.refetch()}>{t('privacy.retry')}</Button>}
      />
    );
  } else if (!agreement.data) {
    body = <Empty description={t('privacy.empty')} />;
  } else {
    body = (
      <Typography>
        {/* server-sanitised agreement HTML (see agreement-html.ts on the server) */}
        <div data-testid="agreement-content" dangerouslySetInnerHTML={{ __html: agreement.data.agreementContent }} />
      </Typography>
    );
  }

  return (
    <LoginLayout title={agreement.data?.title || t('privacy.title')} width={880}>
      {/* a scrolling box is a named tab stop, so the keyboard can scroll the text (axe scrollable-region-focusable) */}
      <div
        role="region"
        tabIndex={0}
        aria-label={agreement.data?.title || t('privacy.title')}
        style={{ maxHeight: '60vh', overflowY: 'auto' }}
      >
        {body}
      </div>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(-1)}>{t('privacy.back')}</Button>
      </Flex>
    </LoginLayout>
  );
}
