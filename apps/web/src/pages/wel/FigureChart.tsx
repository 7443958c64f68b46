import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { Point } from './dashboard-figures';

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

/**
 * Loaded only when a figure has data to draw. The chart describes itself in its container's aria-label
 * (names and values), so a screen reader reads what the canvas draws.
 */
export default function FigureChart({
  points,
  kind,
  color,
  title,
}: {
  points: Point[];
  kind: 'series' | 'share';
  color: string;
  title: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chart.setOption(
      kind === 'share'
        ? {
            aria: { enabled: true },
            tooltip: { trigger: 'item' },
            legend: { bottom: 0, type: 'scroll', data: points.map((p) => p.name) },
            series: [{ name: title, type: 'pie', radius: ['35%', '62%'], center: ['50%', '42%'], data: points }],
          }
        : {
            aria: { enabled: true },
            color: [color],
            tooltip: { trigger: 'axis' },
            legend: { top: 0, data: [title] },
            grid: { left: 40, right: 16, top: 28, bottom: 24 },
            xAxis: { type: 'category', data: points.map((p) => p.name) },
            yAxis: { type: 'value' },
            series: [
              {
                name: title,
                type: 'line',
                smooth: true,
                areaStyle: { opacity: 0.15 },
                data: points.map((p) => p.value),
              },
            ],
          },
    );
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [points, kind, color, title]);
  return <div ref={ref} className="figure-chart" style={{ height: 240 }} />;
}
