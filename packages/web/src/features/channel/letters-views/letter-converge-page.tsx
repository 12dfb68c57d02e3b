// /authorization-management/authorization-converge-adetails 授权汇总: per product line × province, the distributors
// and letters in force, those expiring within 90 days and those expired — a table and a stacked bar chart per
// province (ECharts through the kit's wrapper), filtered by product line.
import { useMemo, useState } from 'react';
import { Card, Empty, Flex, Select, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart, type EChartOption } from '../../../kit/chart/echart';
import { useConverge, type LetterConvergeRow } from './letters-views-api';

export function LetterConvergePage() {
  const { t } = useTranslation();
  const [line, setLine] = useState<string | undefined>();
  const all = useConverge(undefined);
  const data = useConverge(line);
  const rows = useMemo(() => data.data ?? [], [data.data]);
  const lines = useMemo(
    () =>
      [...new Map((all.data ?? []).map((r) => [r.productLineCode, r.productLineName])).entries()].map(([value, label]) => ({
        value,
        label,
      })),
    [all.data],
  );
  const option = useMemo<EChartOption>(() => {
    const provinces = [...new Set(rows.map((r) => r.provinceName))];
    const sum = (p: string, key: 'letters' | 'expiring' | 'expired') =>
      rows.filter((r) => r.provinceName === p).reduce((n, r) => n + r[key], 0);
    const series = (['letters', 'expiring', 'expired'] as const).map((key) => ({
      name: t(`cmLettersViews:converge.${key}`),
      type: 'bar',
      data: provinces.map((p) => sum(p, key)),
    }));
    return {
      tooltip: { trigger: 'axis' },
      legend: {},
      grid: { left: 40, right: 20, bottom: 40, top: 40 },
      xAxis: { type: 'category', data: provinces },
      yAxis: { type: 'value', minInterval: 1 },
      color: ['#52c41a', '#fa8c16', '#ff4d4f'],
      series,
    };
  }, [rows, t]);
  const columns = [
    { dataIndex: 'productLineName', title: t('cmLettersViews:field.productLine'), width: 180 },
    { dataIndex: 'provinceName', title: t('cmLettersViews:field.province'), width: 140 },
    { dataIndex: 'distributors', title: t('cmLettersViews:converge.distributors'), width: 110, align: 'right' as const },
    { dataIndex: 'letters', title: t('cmLettersViews:converge.letters'), width: 110, align: 'right' as const },
    { dataIndex: 'expiring', title: t('cmLettersViews:converge.expiring'), width: 130, align: 'right' as const },
    { dataIndex: 'expired', title: t('cmLettersViews:converge.expired'), width: 110, align: 'right' as const },
  ];
  return (
    <Card
      title={t('cmLettersViews:title.converge')}
      data-testid="letter-converge-page"
      extra={
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder={t('cmLettersViews:search.allLines')}
          aria-label={t('cmLettersViews:search.allLines')}
          options={lines}
          value={line}
          onChange={(v) => setLine(v)}
          data-testid="converge-line"
        />
      }
    >
      <Spin spinning={data.isFetching}>
        <Flex vertical gap={16}>
          {rows.length ? <EChart option={option} height={320} testId="converge-chart" /> : <Empty />}
          <Table<LetterConvergeRow>
            rowKey={(r) => `${r.productLineCode}/${r.provinceCode}`}
            columns={columns}
            dataSource={rows}
            pagination={false}
            size="middle"
            data-testid="converge-table"
          />
        </Flex>
      </Spin>
    </Card>
  );
}
