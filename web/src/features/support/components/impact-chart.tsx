// Books gifted (bars) and active members (a line) per month, drawn by uPlot: 23 KB gzip against
// Chart.js's 53 KB and Recharts' 128 KB (esbuild, minified), loaded only with this page. The canvas is
// a picture of the table below it, which carries every number as text for screen readers.

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ImpactChartProps {
  labels: string[];
  /** A held-back month (fewer than 5) is null: a gap, not a zero. */
  gifted: (number | null)[];
  active: (number | null)[];
  giftedLabel: string;
  activeLabel: string;
  caption: string;
}

const BRAND = '#c2410c';
const FOREST = '#2d6a4f';

export function ImpactChart({ labels, gifted, active, giftedLabel, activeLabel, caption }: ImpactChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const x = labels.map((_, i) => i);
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 260,
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] } },
        axes: [
          {
            // Every month a bar; a label every few months when they would not fit side by side.
            values: (plot, ticks) => {
              const every = Math.max(
                1,
                Math.ceil((labels.length * 64) / (plot.bbox.width / devicePixelRatio)),
              );
              return ticks.map((tick) => (tick % every === 0 ? (labels[tick] ?? '') : ''));
            },
            splits: () => x,
            gap: 6,
          },
          { values: (_, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
        ],
        series: [
          {},
          {
            label: giftedLabel,
            stroke: BRAND,
            fill: `${BRAND}cc`,
            paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
            points: { show: false },
          },
          { label: activeLabel, stroke: FOREST, width: 2 },
        ],
        legend: { live: false },
        cursor: { show: false },
      },
      [x, gifted, active],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height: 260 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, gifted, active, giftedLabel, activeLabel]);
  return (
    <figure className="rounded-2xl border border-line bg-white p-4">
      <figcaption className="mb-2 font-semibold">{caption}</figcaption>
      <div ref={box} aria-hidden="true" dir="ltr" />
    </figure>
  );
}
