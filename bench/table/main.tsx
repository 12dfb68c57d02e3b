// DataTable render harness: ?mode=virtual|normal&rows=N renders N generated rows and exposes
// window.bench.firstRender (ms from mount to the first row on screen) and window.bench.scrollToEnd()
// (ms from the scroll command to the last row on screen). The rows are generated here only.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../packages/web/src/lib/i18n';
import { DataTable } from '../../packages/web/src/kit/table/data-table';
import type { TableColumn } from '../../packages/web/src/kit/table/columns';

type Row = { id: number; userName: string; realName: string; phone: string; companyName: string; status: string; createTime: string };

const query = new URLSearchParams(location.search);
const virtual = query.get('mode') === 'virtual';
const count = Number(query.get('rows') ?? (virtual ? 10_000 : 200));

const rows: Row[] = Array.from({ length: count }, (_, i) => ({
  id: i + 1,
  userName: `user${i + 1}`,
  realName: `用户${i + 1}`,
  phone: `138${String(i).padStart(8, '0')}`,
  companyName: `测试企业${(i % 50) + 1}`,
  status: i % 7 ? '启用' : '停用',
  createTime: `2026-11-${String((i % 28) + 1).padStart(2, '0')} 08:00:00`,
}));

const columns: TableColumn<Row>[] = [
  { type: 'selection', width: 48 },
  { type: 'index' },
  {
    type: 'group',
    prop: 'account',
    label: '账号信息',
    children: [
      { prop: 'userName', label: '用户名', width: 140 },
      { prop: 'realName', label: '姓名', width: 120 },
    ],
  },
  { prop: 'phone', label: '手机号', width: 140 },
  { prop: 'companyName', label: '所属企业', width: 180 },
  { prop: 'status', label: '状态', width: 90 },
  { prop: 'createTime', label: '创建时间', width: 180 },
];

const lastKey = String(count);
const rowOnScreen = (key: string) => {
  const row = document.querySelector(`[data-row-key="${key}"]`);
  if (!row) return false;
  const box = row.getBoundingClientRect();
  return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
};
const GIVE_UP_MS = 30_000;
const whenTrue = (test: () => boolean) =>
  new Promise<number>((resolve, reject) => {
    const since = performance.now();
    const tick = () => {
      if (test()) resolve(performance.now());
      else if (performance.now() - since > GIVE_UP_MS) reject(new Error('row never appeared'));
      else requestAnimationFrame(tick);
    };
    tick();
  });

type Bench = { firstRender?: number; scrollToEnd: () => Promise<number> };
const bench: Bench = {
  scrollToEnd: async () => {
    const start = performance.now();
    // scrolled again each frame: the virtual list's height estimate may grow as rows are measured
    const toBottom = () => {
      const holder = document.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder');
      if (holder) holder.scrollTop = holder.scrollHeight;
      else window.scrollTo(0, document.documentElement.scrollHeight);
    };
    return (
      (await whenTrue(() => {
        if (rowOnScreen(lastKey)) return true;
        toBottom();
        return false;
      })) - start
    );
  },
};
(window as unknown as { bench: Bench }).bench = bench;

const client = new QueryClient();
const start = performance.now();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>
        <DataTable<Row> columns={columns} data={rows} rowKey="id" virtual={virtual} height={700} />
      </QueryClientProvider>
    </ConfigProvider>
  </StrictMode>,
);
void whenTrue(() => rowOnScreen('1')).then((at) => {
  bench.firstRender = at - start;
});
