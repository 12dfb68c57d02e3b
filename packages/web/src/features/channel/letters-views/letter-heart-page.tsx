// /authorization-management/authorization-heart 授权链路: the chain as an ECharts graph — companies as nodes in
// columns by level (manufacturer → first tier → second tier ...), letters as edges coloured by state; clicking an
// edge opens its letter's detail, clicking a node opens the letter that granted it (the detail screen of the
// letters' reading part, while built). Filter by product line.
import { useMemo, useState } from 'react';
import { Card, Empty, Flex, Input, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LETTER_STATE_CODES } from '@medportal/contracts/channel/letter-rules';
import type { LetterChainEdge } from '@medportal/contracts/channel/letters-views.contract';
import { EChart, type EChartItemClick, type EChartOption } from '../../../kit/chart/echart';
import { letterDetailLink, useChain } from './letters-views-api';
import { STATE_COLORS, STATE_HEX } from './letters-views-parts';

const COLUMN_GAP = 260;
const ROW_GAP = 90;

export function LetterHeartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [line, setLine] = useState<string | undefined>();
  const chain = useChain(line);
  const option = useMemo<EChartOption>(() => {
    const nodes = chain.data?.nodes ?? [];
    const edges = chain.data?.edges ?? [];
    const perLevel = new Map<number, number>();
    const data = nodes.map((n) => {
      const row = perLevel.get(n.level) ?? 0;
      perLevel.set(n.level, row + 1);
      const incoming = edges.filter((e) => e.target === n.id);
      const state = incoming.length ? (incoming.find((e) => e.state === 'valid') ?? incoming[0]!).state : 'valid';
      return {
        id: String(n.id),
        name: n.name,
        x: n.level * COLUMN_GAP,
        y: row * ROW_GAP,
        symbolSize: n.level === 0 ? 56 : 40,
        itemStyle: { color: n.level === 0 ? '#1677ff' : STATE_HEX[state] },
        label: { show: true, position: 'bottom', width: 200, overflow: 'truncate' },
        value: t('cmLettersViews:levelN', { n: n.level }),
        letterId: incoming[0]?.id,
      };
    });
    const links = edges.map((e) => ({
      source: String(e.source),
      target: String(e.target),
      value: `${e.letterNo} ${e.stateName} ${e.validFrom} ~ ${e.validTo}`,
      letterId: e.id,
      lineStyle: { color: STATE_HEX[e.state], width: 2, type: e.state === 'valid' ? 'solid' : 'dashed' },
    }));
    return {
      tooltip: {
        formatter: (p: { dataType?: string; name?: string; value?: string }) =>
          p.dataType === 'edge' ? p.value : `${p.name}（${p.value}）`,
      },
      series: [
        {
          type: 'graph',
          layout: 'none',
          roam: true,
          edgeSymbol: ['none', 'arrow'],
          edgeSymbolSize: 10,
          data,
          links,
        },
      ],
    };
  }, [chain.data, t]);
  const open = (e: EChartItemClick) => {
    const id = (e.data as { letterId?: number } | undefined)?.letterId;
    const link = id === undefined ? null : letterDetailLink(id);
    if (link) void navigate(link);
  };
  const edges: LetterChainEdge[] = chain.data?.edges ?? [];
  return (
    <Card
      title={t('cmLettersViews:title.heart')}
      data-testid="letter-heart-page"
      extra={
        <Input.Search
          allowClear
          style={{ width: 240 }}
          placeholder={t('cmLettersViews:search.lineCode')}
          onSearch={(v) => setLine(v.trim() || undefined)}
          data-testid="heart-line"
        />
      }
    >
      <Spin spinning={chain.isFetching}>
        <Flex vertical gap={12}>
          <Space wrap>
            {LETTER_STATE_CODES.map((s) => (
              <Tag key={s} color={STATE_COLORS[s]}>
                {t(`cmLettersViews:state.${s}`)}
              </Tag>
            ))}
            <span>{t('cmLettersViews:heart.hint', { count: edges.length })}</span>
          </Space>
          {edges.length ? <EChart option={option} height={520} onItemClick={open} testId="heart-chart" /> : <Empty />}
        </Flex>
      </Spin>
    </Card>
  );
}
