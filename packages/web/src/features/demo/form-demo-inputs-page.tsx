// /demo/search3: every kit input with the normalised value it sends shown beside it, and a
// SearchForm of every item type (roles and the department tree come from the server).
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Card, Cascader, Col, Flex, Input, Row, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrgNode } from '@medportal/contracts/staff/org.contract';
import { SearchForm } from '../../kit/form/search-form';
import type { SearchItem, SearchOption, SearchValues } from '../../kit/form/search-types';
import { CascaderLabel } from '../../kit/inputs/cascader-label';
import { EmailTagsInput } from '../../kit/inputs/email-tags-input';
import { MoneyInput } from '../../kit/inputs/money-input';
import { DECIMAL_15_2, DECIMAL_15_4, EMAIL_PATTERN, PHONE_LIKE } from '../../kit/inputs/patterns';
import { PercentInput } from '../../kit/inputs/percent-input';
import type { TransmissionTime } from '../../kit/inputs/transmission-time';
import { TransmissionTimeInput } from '../../kit/inputs/transmission-time-input';
import { WordLimitTextArea } from '../../kit/inputs/word-limit-textarea';
import { ROLE_LIST_URL, fetchOrgTree } from './form-demo-api';
import { FormDemoGate, ValueBlock } from './form-demo-gate';

/** Departments with their sub-departments, then their people, as cascader options. */
export function orgOptions(nodes: OrgNode[]): SearchOption[] {
  return nodes.map((node) => {
    const children = [
      ...orgOptions(node.children),
      ...node.userList.map((u) => ({ value: `u${u.userId}`, label: u.realname || u.userName })),
    ];
    return { value: `d${node.deptId}`, label: node.name, ...(children.length ? { children } : {}) };
  });
}

function Showcase({ id, label, control, value }: { id: string; label: string; control: ReactNode; value: unknown }) {
  return (
    <Row gutter={16} align="middle" style={{ paddingBlock: 8 }} data-testid={`demo-input-${id}`}>
      <Col xs={24} md={4}>
        <Typography.Text strong>{label}</Typography.Text>
      </Col>
      <Col xs={24} md={11}>
        {control}
      </Col>
      <Col xs={24} md={9}>
        <ValueBlock value={value} testId={`demo-value-${id}`} />
      </Col>
    </Row>
  );
}

const PATTERNS = { DECIMAL_15_4, DECIMAL_15_2, PHONE_LIKE, EMAIL_PATTERN } as const;

function InputsDemo() {
  const { t } = useTranslation();
  const org = useQuery({ queryKey: ['demoForm', 'orgTree'], queryFn: fetchOrgTree });
  const options = useMemo(() => orgOptions(org.data?.orgList ?? []), [org.data]);
  const [money, setMoney] = useState<number | null>(null);
  const [limited, setLimited] = useState<number | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [emails, setEmails] = useState<string[]>([]);
  const [natural, setNatural] = useState<TransmissionTime | null>(null);
  const [work, setWork] = useState<TransmissionTime | null>(null);
  const [remark, setRemark] = useState('');
  const [path, setPath] = useState<(string | number)[]>([]);
  const [sample, setSample] = useState('');
  const [searchSent, setSearchSent] = useState<SearchValues | null>(null);

  const items = useMemo<SearchItem[]>(
    () => [
      { key: 'keyword', type: 'input', title: t('demoForm:inputs.keyword') },
      {
        key: 'roleId',
        type: 'select',
        title: t('demoForm:inputs.role'),
        request: { url: ROLE_LIST_URL, method: 'get', labelKey: 'roleName', valueKey: 'roleId' },
      },
      { key: 'day', type: 'date', title: t('demoForm:inputs.day') },
      { key: 'period', type: 'dateRange', title: t('demoForm:inputs.period') },
      { key: 'sentAt', type: 'dateRange', title: t('demoForm:inputs.sentAt'), attr: { showTime: true } },
      { key: 'month', type: 'month', title: t('demoForm:inputs.month') },
      { key: 'months', type: 'monthRange', title: t('demoForm:inputs.months') },
      { key: 'person', type: 'cascader', title: t('demoForm:inputs.person'), options },
      { key: 'personPath', type: 'cascader', title: t('demoForm:inputs.personPath'), options, resultType: 'array' },
      { key: 'amount', type: 'numberRange', title: t('demoForm:inputs.amount') },
    ],
    [t, options],
  );

  return (
    <Flex vertical gap={16} data-testid="demo-inputs-page">
      <Card title={t('demoForm:inputs.title')}>
        <Showcase
          id="money"
          label={t('demoForm:inputs.money')}
          value={money}
          control={<MoneyInput aria-label={t('demoForm:inputs.money')} value={money} onChange={setMoney} />}
        />
        <Showcase
          id="money-limited"
          label={t('demoForm:inputs.moneyLimited')}
          value={limited}
          control={
            <MoneyInput
              aria-label={t('demoForm:inputs.moneyLimited')}
              min={0}
              max={10000}
              decimals={4}
              value={limited}
              onChange={setLimited}
            />
          }
        />
        <Showcase
          id="percent"
          label={t('demoForm:inputs.percent')}
          value={percent}
          control={<PercentInput aria-label={t('demoForm:inputs.percent')} value={percent} onChange={setPercent} />}
        />
        <Showcase
          id="emails"
          label={t('demoForm:inputs.emails')}
          value={emails}
          control={<EmailTagsInput value={emails} onChange={setEmails} />}
        />
        <Showcase
          id="transmission"
          label={t('demoForm:inputs.transmission')}
          value={natural}
          control={<TransmissionTimeInput value={natural} onChange={setNatural} />}
        />
        <Showcase
          id="transmission-work"
          label={t('demoForm:inputs.transmissionWork')}
          value={work}
          control={<TransmissionTimeInput dayTable="work" value={work} onChange={setWork} />}
        />
        <Showcase
          id="textarea"
          label={t('demoForm:inputs.textarea')}
          value={remark}
          control={
            <WordLimitTextArea
              aria-label={t('demoForm:inputs.textarea')}
              maxlength={100}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
            />
          }
        />
        <Showcase
          id="cascader"
          label={t('demoForm:inputs.cascader')}
          value={{ last: path.length ? path[path.length - 1] : null, array: path.length ? path : null }}
          control={
            <>
              {org.isError && <Alert type="error" showIcon title={t('demoForm:inputs.orgFailed')} style={{ marginBottom: 8 }} />}
              <Cascader
                style={{ width: '100%' }}
                aria-label={t('demoForm:inputs.cascader')}
                loading={org.isPending}
                options={options}
                value={path}
                changeOnSelect
                placeholder={t('demoForm:inputs.cascaderPlaceholder')}
                optionRender={(o) => <CascaderLabel label={String(o.label ?? '')} />}
                onChange={(v) => setPath((v ?? []) as (string | number)[])}
              />
            </>
          }
        />
        <Showcase
          id="patterns"
          label={t('demoForm:inputs.patterns')}
          value={Object.fromEntries(Object.entries(PATTERNS).map(([name, re]) => [name, re.test(sample)]))}
          control={
            <Flex vertical gap={4}>
              <Input
                aria-label={t('demoForm:inputs.patterns')}
                placeholder={t('demoForm:inputs.patternPlaceholder')}
                value={sample}
                onChange={(e) => setSample(e.target.value)}
              />
              <Flex wrap gap={4}>
                {Object.entries(PATTERNS).map(([name, re]) => (
                  <Tag key={name} color={sample && re.test(sample) ? 'success' : 'default'}>
                    {name}
                  </Tag>
                ))}
              </Flex>
            </Flex>
          }
        />
      </Card>
      <Card title={t('demoForm:inputs.searchTitle')}>
        <SearchForm items={items} onSearch={setSearchSent} onReset={setSearchSent} />
        <div style={{ marginTop: 12 }}>
          {searchSent ? (
            <ValueBlock value={searchSent} testId="demo-search3-sent" />
          ) : (
            <Typography.Text type="secondary" data-testid="demo-search3-sent">
              {t('demoForm:inputs.searchHint')}
            </Typography.Text>
          )}
        </div>
      </Card>
    </Flex>
  );
}

export function FormDemoInputsPage() {
  return (
    <FormDemoGate>
      <InputsDemo />
    </FormDemoGate>
  );
}
