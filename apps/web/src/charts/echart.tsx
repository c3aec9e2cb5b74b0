import { useEffect, useRef } from 'react';
import { type ChartOption, init } from './echarts-core';

export interface EChartProps {
  option: ChartOption;
  /** Fixed height in px: the box is reserved before the chart draws, so nothing below moves. */
  height: number;
  /** Accessible description of what the chart shows. */
  label: string;
  testId?: string;
}

/**
 * One ECharts instance on a canvas: created on mount, given each new option, resized with its box
 * and disposed on unmount. `data-rendered` turns true once a frame is drawn (tests wait for it).
 */
export function EChart({ option, height, label, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('finished', () => el.setAttribute('data-rendered', 'true'));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={box}
      className="tl-echart"
      style={{ height, width: '100%' }}
      role="img"
      aria-label={label}
      data-testid={testId}
    />
  );
}
