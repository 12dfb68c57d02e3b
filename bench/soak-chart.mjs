// The soak's chart (bench/soak.mjs): echarts' server-side SVG renderer (echarts is the web's dependency,
// hoisted to the root node_modules). Top: the server's RSS and its event-loop delay p99 per 10 s; bottom:
// each step's p99 per 10 s on a log axis. `node bench/soak-chart.mjs <result.json> <out.svg>` redraws one.
import { readFileSync, writeFileSync } from 'node:fs';
import * as echarts from 'echarts';

const WIDTH = 1100;
const HEIGHT = 860;
/** 14 steps: more colours than echarts' default nine, so no two steps share one */
const PALETTE = [
  '#5470c6',
  '#91cc75',
  '#fac858',
  '#ee6666',
  '#73c0de',
  '#3ba272',
  '#fc8452',
  '#9a60b4',
  '#ea7ccc',
  '#1f3a93',
  '#8d6e63',
  '#00897b',
  '#c0ca33',
  '#546e7a',
];

/** The SVG text of a soak result (the JSON soak.mjs writes). */
export async function renderChart(result) {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height: HEIGHT });
  const steps = Object.keys(result.steps);
  const title =
    `Soak ${result.date.slice(0, 16).replace('T', ' ')} UTC — ${result.virtualUsers} users, ${result.seconds} s, PostgreSQL; ` +
    `${result.errors} errors; RSS ${result.rss.firstMb} → ${result.rss.endMb} MB (${(result.rss.growth * 100).toFixed(1)} %); ` +
    `load avg ${result.loadAverage.median1m} (2 cores)`;
  chart.setOption({
    animation: false,
    backgroundColor: '#fff',
    title: { text: title, left: 'center', textStyle: { fontSize: 13 } },
    legend: [
      { data: ['RSS (MB)', 'event-loop delay p99 (ms)'], top: 28 },
      { data: steps, top: 400, left: 60, right: 60, textStyle: { fontSize: 11 } },
    ],
    grid: [
      { left: 70, right: 70, top: 60, height: 300 },
      { left: 70, right: 70, top: 500, height: 300 },
    ],
    xAxis: [
      { type: 'value', gridIndex: 0, name: 'time (s)', nameLocation: 'middle', nameGap: 24, min: 0, max: result.seconds },
      { type: 'value', gridIndex: 1, name: 'time (s)', nameLocation: 'middle', nameGap: 24, min: 0, max: result.seconds },
    ],
    color: PALETTE,
    yAxis: [
      { type: 'value', gridIndex: 0, name: 'RSS (MB)', min: 0 },
      { type: 'value', gridIndex: 0, name: 'loop delay p99 (ms)', min: 0, position: 'right' },
      { type: 'log', gridIndex: 1, name: 'step p99 (ms, log)', min: 1 },
    ],
    series: [
      { name: 'RSS (MB)', type: 'line', showSymbol: false, data: result.samples.map((s) => [s.t, s.rssMb]) },
      {
        name: 'event-loop delay p99 (ms)',
        type: 'line',
        yAxisIndex: 1,
        showSymbol: false,
        data: result.loop.map((p) => [p.t, p.loopDelayMs.p99]),
      },
      ...steps.map((step) => ({
        name: step,
        type: 'line',
        xAxisIndex: 1,
        yAxisIndex: 2,
        showSymbol: false,
        lineStyle: { width: 1 },
        data: result.samples.filter((s) => s.stepP99Ms[step] !== null).map((s) => [s.t, s.stepP99Ms[step]]),
      })),
    ],
  });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

if (process.argv[1] === new URL(import.meta.url).pathname && process.argv[2]) {
  writeFileSync(process.argv[3] ?? 'soak.svg', await renderChart(JSON.parse(readFileSync(process.argv[2], 'utf8'))));
}
