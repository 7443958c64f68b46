import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Charged against what-if, day by day, in yuan. Loaded only when there is an answer to draw. */
export default function WhatIfChart({
  days,
  charged,
  whatIf,
  names,
}: {
  days: string[];
  charged: number[];
  whatIf: number[];
  names: { charged: string; whatIf: string };
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chart.setOption({
      tooltip: { trigger: 'axis' },
      legend: { data: [names.charged, names.whatIf] },
      grid: { left: 48, right: 16, top: 32, bottom: 24 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value' },
      series: [
        { name: names.charged, type: 'line', data: charged },
        { name: names.whatIf, type: 'line', data: whatIf },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [days, charged, whatIf, names]);
  return <div ref={ref} className="fee-what-if-chart" style={{ height: 240 }} />;
}
