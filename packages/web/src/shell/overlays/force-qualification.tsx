// The forced first-camp qualification dialog (spec 1 section 8 'Forced qualification'): on every route
// change of a user with a company the shell asks the server; while a supplier's newer documents wait for a
// new exchange, a dialog nobody can close shows the spec's text (and, for a user without the exchange
// permission, the note to ask the company's administrator). It is not shown on the qualification page
// itself, but it is on its addtional sub-page, whose button keeps the user there.
import { useState } from 'react';
import { Button, Modal, Typography, theme } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { EXCHANGE_PAGE_PATH } from '@medportal/contracts/channel/exchange-rules';
import { useSessionStore } from '../../lib/session-store';
import { checkForceQualification } from './force-qualification-api';

/** The sub-page where the user starts the exchanges that lift the dialog. */
export const EXCHANGE_ADDITIONAL_PATH = `${EXCHANGE_PAGE_PATH}/addtional`;

export function ForceQualification() {
  const session = useSessionStore((s) => s.session);
  const { pathname } = useLocation();
  if (!session || session.companyId <= 0 || pathname === EXCHANGE_PAGE_PATH) return null;
  return (
    <ForceCheck key={pathname} pathname={pathname} tenantId={session.tenantId} companyId={session.companyId} userId={session.userId} />
  );
}

type CheckProps = { pathname: string; tenantId: number; companyId: number; userId: number };

function ForceCheck({ pathname, tenantId, companyId, userId }: CheckProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  // on the addtional page the confirm lets the user start the exchanges there (until the next navigation)
  const [confirmedHere, setConfirmedHere] = useState(false);
  // asked again on every navigation: a finished exchange lifts the dialog at the next page
  const check = useQuery({
    queryKey: ['shell', 'forceQualification', tenantId, companyId, userId, pathname],
    queryFn: checkForceQualification,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (!check.data?.forceQualification || confirmedHere) return null;
  const { hasPermission } = check.data;
  const onAdditional = pathname === EXCHANGE_ADDITIONAL_PATH;
  const footer = hasPermission ? (
    <Button
      type="primary"
      data-testid="force-qualification-confirm"
      // on the addtional page itself the button keeps the user there, to start the exchanges it lists
      onClick={() => (onAdditional ? setConfirmedHere(true) : void navigate(EXCHANGE_ADDITIONAL_PATH))}
    >
      {t('overlays:forceQualification.confirm')}
    </Button>
  ) : null;
  return (
    <Modal
      open
      title={
        <span>
          <ExclamationCircleFilled style={{ color: token.colorWarning, marginRight: token.marginXS }} />
          {t('overlays:forceQualification.title')}
        </span>
      }
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={footer}
      width={520}
      centered
    >
      <div data-testid="force-qualification">
        <Typography.Paragraph>{t('overlays:forceQualification.message')}</Typography.Paragraph>
        {!hasPermission && (
          <Typography.Paragraph type="danger" data-testid="force-qualification-no-permission">
            {t('overlays:forceQualification.noPermission')}
          </Typography.Paragraph>
        )}
      </div>
    </Modal>
  );
}
