// The agreement sign-off overlay (spec 1 section 4 'Agreement gate'): while the session's company has
// unsigned agreements, a blocking dialog shows them; confirm (only while '我已阅读并同意' is ticked) signs
// them all and hides it. Users without a company (companyId 0) are never asked: the server answers
// needSign false for them and refuses their signature, so the check is not even sent.
import { useState } from 'react';
import { Button, Checkbox, Flex, Modal, Typography, theme } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgreementItem } from '@medportal/contracts/staff/agreements.contract';
import { useSessionStore } from '../../lib/session-store';
import { checkAgreementSign, signAgreements, type AgreementCheck } from './overlays-api';

const CONTENT_MAX_HEIGHT = 240;

export function AgreementGate() {
  const session = useSessionStore((s) => s.session);
  if (!session || session.companyId <= 0) return null;
  return <Gate tenantId={session.tenantId} companyId={session.companyId} userId={session.userId} />;
}

function Gate({ tenantId, companyId, userId }: { tenantId: number; companyId: number; userId: number }) {
  const queryClient = useQueryClient();
  const queryKey = ['shell', 'agreement', tenantId, companyId, userId];
  const check = useQuery({ queryKey, queryFn: () => checkAgreementSign({ companyId, tenantId }), staleTime: Infinity, retry: false });
  const sign = useMutation({
    mutationFn: (agreementIdList: number[]) => signAgreements({ companyId, tenantId, agreementIdList }),
    onSuccess: () => queryClient.setQueryData<AgreementCheck>(queryKey, { needSign: false, agreementList: [] }),
  });
  const list = check.data?.agreementList ?? [];
  if (!check.data?.needSign || list.length === 0) return null;
  return <GateDialog list={list} signing={sign.isPending} onConfirm={() => sign.mutate(list.map((a) => a.id))} />;
}

function GateDialog({ list, signing, onConfirm }: { list: AgreementItem[]; signing: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [agreed, setAgreed] = useState(true);
  const nameOf = (a: AgreementItem) => t(`overlays:agreement.names.${a.agreementCode}`, { defaultValue: a.title });
  const footer = (
    <Flex justify="space-between" align="center">
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="agreement-agree">
        {t('overlays:agreement.agree')}
      </Checkbox>
      <Button type="primary" disabled={!agreed} loading={signing} onClick={onConfirm} data-testid="agreement-confirm">
        {t('overlays:agreement.confirm')}
      </Button>
    </Flex>
  );
  return (
    <Modal
      open
      title={t('overlays:agreement.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={footer}
      width={720}
      centered
    >
      <div data-testid="agreement-gate">
        <Typography.Paragraph type="secondary">{t('overlays:agreement.intro')}</Typography.Paragraph>
        {list.map((a) => (
          <section key={a.id} data-testid={`agreement-${a.agreementCode}`}>
            <Typography.Title level={5}>{nameOf(a)}</Typography.Title>
            <div
              // the server sanitises agreement HTML before it stores it (ARCHITECTURE: sanitised HTML)
              dangerouslySetInnerHTML={{ __html: a.agreementContent }}
              style={{
                maxHeight: CONTENT_MAX_HEIGHT, overflowY: 'auto', padding: token.paddingSM, marginBottom: token.margin,
                border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius,
              }}
            />
          </section>
        ))}
      </div>
    </Modal>
  );
}
