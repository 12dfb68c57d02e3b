// A small ECharts wrapper of the kit: init on mount (SVG renderer, only the charts and components registered
// here), setOption whenever the option changes, resize with its box, dispose on unmount. Click events on a
// series item reach onItemClick with the item's data and its dataType ('node' | 'edge' for a graph).
import { useEffect, useRef } from 'react';
import { BarChart, GraphChart, HeatmapChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, GraphChart, HeatmapChart, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent, SVGRenderer]);

export type EChartOption = echarts.EChartsCoreOption;
export type EChartItemClick = { data: unknown; dataType?: string; name?: string };

type Props = {
  option: EChartOption;
  height?: number;
  onItemClick?: (e: EChartItemClick) => void;
  testId?: string;
};

export function EChart({ option, height = 360, onItemClick, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const click = useRef(onItemClick);
  click.current = onItemClick;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = c;
    c.on('click', (e) => click.current?.({ data: e.data, dataType: e.dataType, name: e.name }));
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => c.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} style={{ width: '100%', height }} data-testid={testId} />;
}
