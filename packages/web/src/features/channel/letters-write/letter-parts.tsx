// Pieces the letters' writing screens share: the state tag, the letter as it reads on paper, its scope tables and
// the list of derived letters a termination or suspension affects.
import { Card, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LetterState } from '@medportal/contracts/channel/letter-rules';
import type { LetterDescendant, LetterDetail } from './letters-write-api';

const STATE_COLORS: Record<LetterState, string> = {
  valid: 'success',
  expired: 'default',
  terminated: 'error',
  suspended: 'warning',
  notIssued: 'processing',
};

export function LetterStateTag({ state, testId }: { state: LetterState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLORS[state]} data-testid={testId}>
      {t(`cmLettersWrite:state.${state}`)}
    </Tag>
  );
}

/** The letter as on paper: title, number, addressee, body, grantor and date. */
export function LetterPaper({ letter }: { letter: LetterDetail }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="letter-paper" styles={{ body: { padding: '32px 48px' } }}>
      <Flex vertical gap={16}>
        <Typography.Title level={3} style={{ textAlign: 'center', margin: 0 }}>
          {letter.title}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ textAlign: 'right' }}>
          {t('cmLettersWrite:paper.number', { no: letter.letterNo, version: letter.version })}
        </Typography.Text>
        <Typography.Text strong>{t('cmLettersWrite:paper.to', { name: letter.granteeName })}</Typography.Text>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', textIndent: '2em', fontSize: 15, lineHeight: 2 }} data-testid="letter-body">
          {letter.bodyText}
        </Typography.Paragraph>
        <Flex vertical align="flex-end" gap={4}>
          <Typography.Text strong>{t('cmLettersWrite:paper.from', { name: letter.grantorName })}</Typography.Text>
          <Typography.Text>{t('cmLettersWrite:paper.period', { from: letter.validFrom, to: letter.validTo })}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The letter's facts: parties, chain, status and state, period, remark. */
export function LetterFacts({ letter }: { letter: LetterDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      items={[
        {
          key: 'no',
          label: t('cmLettersWrite:field.letterNo'),
          children: `${letter.letterNo}（${t('cmLettersWrite:field.versionN', { n: letter.version })}）`,
        },
        { key: 'status', label: t('cmLettersWrite:field.state'), children: <LetterStateTag state={letter.state} testId="letter-state" /> },
        { key: 'grantor', label: t('cmLettersWrite:field.grantor'), children: letter.grantorName },
        { key: 'grantee', label: t('cmLettersWrite:field.grantee'), children: letter.granteeName },
        { key: 'parent', label: t('cmLettersWrite:field.parent'), children: letter.parentLetterNo ?? t('cmLettersWrite:field.noParent') },
        { key: 'level', label: t('cmLettersWrite:field.level'), children: t('cmLettersWrite:field.levelN', { n: letter.level }) },
        { key: 'period', label: t('cmLettersWrite:field.period'), children: `${letter.validFrom} ~ ${letter.validTo}` },
        { key: 'statusName', label: t('cmLettersWrite:field.status'), children: t(`cmLettersWrite:status.${letter.status}`) },
        ...(letter.suspendReason
          ? [{ key: 'suspend', label: t('cmLettersWrite:field.suspendReason'), span: 2, children: letter.suspendReason }]
          : []),
        ...(letter.terminateReason
          ? [{ key: 'terminate', label: t('cmLettersWrite:field.terminateReason'), span: 2, children: letter.terminateReason }]
          : []),
        { key: 'remark', label: t('cmLettersWrite:field.remark'), span: 2, children: letter.remark || '—' },
      ]}
    />
  );
}

/** What the letter covers, a table per kind (no region: nationwide; no hospital: every hospital of its regions). */
export function LetterScopeTables({ letter }: { letter: LetterDetail }) {
  const { t } = useTranslation();
  const of = (kinds: string[]) => letter.scopes.filter((s) => kinds.includes(s.kind));
  const table = (key: string, title: string, rows: LetterDetail['scopes'], empty: string) => (
    <Table
      key={key}
      size="small"
      rowKey={(r) => `${r.kind}:${r.value}`}
      pagination={false}
      title={() => title}
      dataSource={rows}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      columns={[
        {
          title: t('cmLettersWrite:scope.kind'),
          dataIndex: 'kind',
          width: 120,
          render: (k: string) => t(`cmLettersWrite:scope.kinds.${k}`),
        },
        { title: t('cmLettersWrite:scope.name'), dataIndex: 'label' },
      ]}
      data-testid={`scope-${key}`}
    />
  );
  return (
    <Flex vertical gap={16}>
      {table('products', t('cmLettersWrite:scope.products'), of(['productLine', 'product']), '—')}
      {table('regions', t('cmLettersWrite:scope.regions'), of(['region']), t('cmLettersWrite:scope.nationwide'))}
      {table('hospitals', t('cmLettersWrite:scope.hospitals'), of(['hospital']), t('cmLettersWrite:scope.allHospitals'))}
    </Flex>
  );
}

/** The derived letters down the chain with their state now. */
export function DescendantTable({ rows, loading }: { rows: LetterDescendant[]; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cmLettersWrite:termination.noDescendants')} /> }}
      columns={[
        { title: t('cmLettersWrite:field.letterNo'), dataIndex: 'letterNo' },
        {
          title: t('cmLettersWrite:field.level'),
          dataIndex: 'level',
          width: 90,
          render: (n: number) => t('cmLettersWrite:field.levelN', { n }),
        },
        { title: t('cmLettersWrite:field.grantor'), dataIndex: 'grantorName' },
        { title: t('cmLettersWrite:field.grantee'), dataIndex: 'granteeName' },
        {
          title: t('cmLettersWrite:field.period'),
          key: 'period',
          render: (_: unknown, r: LetterDescendant) => `${r.validFrom} ~ ${r.validTo}`,
        },
        {
          title: t('cmLettersWrite:field.state'),
          dataIndex: 'state',
          width: 100,
          render: (_: unknown, r: LetterDescendant) => <LetterStateTag state={r.state} />,
        },
      ]}
      data-testid="descendant-table"
    />
  );
}
