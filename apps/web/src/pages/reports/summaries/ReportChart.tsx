import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  AriaComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

/**
 * One chart of a report. The chart describes itself in its container's aria-label (series, names and
 * values), so a screen reader — and a test — reads what the canvas draws.
 */
export default function ReportChart({
  option,
  height = 280,
  testId,
}: {
  option: ChartOption;
  height?: number;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chart.setOption({ aria: { enabled: true }, ...option });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option]);
  return <div ref={ref} className="report-chart" data-testid={testId} style={{ height }} />;
}

/** Days or months along the bottom, one line or bar per series, a legend on top. */
export function seriesOption(
  names: string[],
  series: { name: string; type: 'line' | 'bar'; data: number[]; stack?: string }[],
): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: series.map((s) => s.name) },
    grid: { left: 48, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: names },
    yAxis: { type: 'value' },
    series: series.map((s) => ({ ...s, ...(s.type === 'line' ? { smooth: true } : {}) })),
  };
}

/** Shares of a whole, with the legend naming each part. */
export function shareOption(name: string, parts: { name: string; value: number }[]): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, type: 'scroll', data: parts.map((p) => p.name) },
    series: [{ name, type: 'pie', radius: ['38%', '66%'], center: ['50%', '45%'], data: parts }],
  };
}
