import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type Series = { name: string; values: number[] };

/** A bar (or line) chart of a report's rows: one category per row, one series per figure. */
export default function ReportChart({
  categories,
  series,
  kind = 'bar',
  unit = '',
}: {
  categories: string[];
  series: Series[];
  kind?: 'bar' | 'line';
  unit?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chart.setOption({
      tooltip: { trigger: 'axis' },
      legend: { data: series.map((s) => s.name), top: 0 },
      grid: { left: 48, right: 16, top: 32, bottom: 40 },
      xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, rotate: categories.length > 8 ? 30 : 0 } },
      yAxis: { type: 'value', axisLabel: { formatter: `{value}${unit}` } },
      series: series.map((s) => ({ name: s.name, type: kind, data: s.values, barMaxWidth: 36 })),
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [categories, series, kind, unit]);
  return <div ref={ref} className="report-chart" style={{ height: 260 }} />;
}
