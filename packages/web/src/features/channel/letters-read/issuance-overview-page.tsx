// /authorization-management/authorized-issuance 授权签发: the grantor's overview — counts per stage (a card
// filters the recent letters below), 按模板新建 and 手工新建 (the writing part's screens, once built), the recent letters.
import { useState } from 'react';
import { App, Button, Card, Col, Flex, Row, Skeleton, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import { Permission } from '../../../kit/permission/permission';
import { LETTER_BUTTONS, LETTER_PATHS, linkTo, useIssuanceSummary, type LetterIssuanceSummary } from './letters-read-api';
import { LetterTable } from './letter-table';

type CardKey = keyof LetterIssuanceSummary;
type Tone = 'colorPrimary' | 'colorSuccess' | 'colorWarning' | 'colorError';
const CARDS: { key: CardKey; preset: Record<string, unknown>; tone?: Tone }[] = [
  { key: 'draft', preset: { status: 'draft' } },
  { key: 'stamping', preset: { status: 'stamping' }, tone: 'colorPrimary' },
  { key: 'issued', preset: { status: 'issued' }, tone: 'colorPrimary' },
  { key: 'valid', preset: { state: 'valid' }, tone: 'colorSuccess' },
  { key: 'expiring', preset: { expiring: true }, tone: 'colorWarning' },
  { key: 'expired', preset: { state: 'expired' }, tone: 'colorError' },
  { key: 'suspended', preset: { state: 'suspended' }, tone: 'colorWarning' },
  { key: 'terminated', preset: { state: 'terminated' } },
  { key: 'derived', preset: { derived: true } },
];

function IssuanceOverview() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const summary = useIssuanceSummary();
  const [active, setActive] = useState<CardKey | null>(null);
  const preset = CARDS.find((c) => c.key === active)?.preset ?? {};
  const create = (
    <Permission code={LETTER_BUTTONS.edit}>
      <Flex gap={8}>
        {isBuiltScreen(LETTER_PATHS.addFromTemplate) && (
          <Button type="primary" onClick={() => navigate(LETTER_PATHS.addFromTemplate)} data-testid="create-template">
            {t('cmLettersRead:action.createFromTemplate')}
          </Button>
        )}
        {isBuiltScreen(LETTER_PATHS.addManually) && (
          <Button onClick={() => navigate(LETTER_PATHS.addManually)} data-testid="create-manual">
            {t('cmLettersRead:action.createManually')}
          </Button>
        )}
      </Flex>
    </Permission>
  );
  return (
    <Flex vertical gap={16} data-testid="issuance-overview-page">
      <Card title={t('cmLettersRead:title.issuance')} extra={create}>
        {summary.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <Row gutter={[12, 12]}>
            {CARDS.map((c) => (
              <Col key={c.key} xs={12} sm={8} md={6} xl={4} xxl={3}>
                <Card
                  size="small"
                  hoverable
                  onClick={() => setActive(active === c.key ? null : c.key)}
                  style={active === c.key ? { borderColor: token.colorPrimary } : undefined}
                  data-testid={`card-${c.key}`}
                  data-active={active === c.key}
                >
                  <Statistic
                    title={t(`cmLettersRead:summary.${c.key}`)}
                    value={summary.data?.[c.key] ?? 0}
                    styles={{ content: c.tone ? { color: token[c.tone] } : {} }}
                  />
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Card>
      <Card
        title={active ? t('cmLettersRead:recentOf', { name: t(`cmLettersRead:summary.${active}`) }) : t('cmLettersRead:recent')}
        extra={
          <Link to={linkTo(LETTER_PATHS.issuanceList, {}, LETTER_PATHS.issuance)} data-testid="all-letters">
            {t('cmLettersRead:action.all')}
          </Link>
        }
      >
        <LetterTable
          key={active ?? 'all'}
          side="grantor"
          preset={preset}
          compact
          detailPath={LETTER_PATHS.issuanceDetail}
          menuPath={LETTER_PATHS.issuance}
          tableNo="cmLetterIssuanceRecent"
          testId="recent"
        />
      </Card>
    </Flex>
  );
}

export function IssuanceOverviewPage() {
  return (
    <App component={false}>
      <IssuanceOverview />
    </App>
  );
}
