import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { Point } from '../../wel/dashboard-figures';

echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

const palette = ['#36cfc9', '#4096ff', '#ffc53d', '#ff7a45', '#9254de', '#73d13d', '#f759ab'];

/** One tile's chart on the wall's dark ground: a line, a bar ranking or a pie. */
export default function WallChart({ points, kind }: { points: Point[]; kind: 'series' | 'bar' | 'share' }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current, 'dark');
    const axis = { axisLabel: { color: '#b7c4dd' }, splitLine: { lineStyle: { color: '#24324d' } } };
    chart.setOption(
      kind === 'share'
        ? {
            backgroundColor: 'transparent',
            color: palette,
            tooltip: { trigger: 'item' },
            legend: { bottom: 0, textStyle: { color: '#b7c4dd' } },
            series: [{ type: 'pie', radius: ['40%', '68%'], center: ['50%', '45%'], data: points }],
          }
        : kind === 'bar'
          ? {
              backgroundColor: 'transparent',
              color: palette,
              tooltip: { trigger: 'axis' },
              grid: { left: 100, right: 24, top: 12, bottom: 24 },
              xAxis: { type: 'value', ...axis },
              yAxis: { type: 'category', inverse: true, data: points.map((p) => p.name), ...axis },
              series: [{ type: 'bar', data: points.map((p) => p.value), barMaxWidth: 24 }],
            }
          : {
              backgroundColor: 'transparent',
              color: palette,
              tooltip: { trigger: 'axis' },
              grid: { left: 56, right: 24, top: 16, bottom: 28 },
              xAxis: { type: 'category', data: points.map((p) => p.name), ...axis },
              yAxis: { type: 'value', ...axis },
              series: [{ type: 'line', smooth: true, areaStyle: { opacity: 0.2 }, data: points.map((p) => p.value) }],
            },
    );
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [points, kind]);
  return <div ref={ref} className="wall-chart" style={{ width: '100%', height: '100%' }} />;
}
