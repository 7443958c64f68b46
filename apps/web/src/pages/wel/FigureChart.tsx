import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { Point } from './dashboard-figures';

echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Loaded only when a figure has data to draw. */
export default function FigureChart({
  points,
  kind,
  color,
}: {
  points: Point[];
  kind: 'series' | 'share';
  color: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chart.setOption(
      kind === 'share'
        ? {
            tooltip: { trigger: 'item' },
            series: [{ type: 'pie', radius: ['40%', '70%'], data: points }],
          }
        : {
            color: [color],
            tooltip: { trigger: 'axis' },
            grid: { left: 40, right: 16, top: 16, bottom: 24 },
            xAxis: { type: 'category', data: points.map((p) => p.name) },
            yAxis: { type: 'value' },
            series: [{ type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: points.map((p) => p.value) }],
          },
    );
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [points, kind, color]);
  return <div ref={ref} style={{ height: 220 }} />;
}
