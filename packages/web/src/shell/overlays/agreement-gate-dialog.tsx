// The blocking dialog of the agreement gate (agreement-gate.tsx), loaded only when a company must sign.
import { useState } from 'react';
import { Button, Checkbox, Flex, Modal, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgreementItem } from '@medportal/contracts/staff/agreements.contract';

const CONTENT_MAX_HEIGHT = 240;

export function GateDialog({ list, signing, onConfirm }: { list: AgreementItem[]; signing: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // consent is the user's own act (PIPL art. 14): the box starts unticked
  const [agreed, setAgreed] = useState(false);
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
                maxHeight: CONTENT_MAX_HEIGHT,
                overflowY: 'auto',
                padding: token.paddingSM,
                marginBottom: token.margin,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
              }}
            />
          </section>
        ))}
      </div>
    </Modal>
  );
}
