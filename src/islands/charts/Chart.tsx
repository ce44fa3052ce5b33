/**
 * A small chart for the result and /progress screens, drawn with uPlot
 * (~50 KB, MIT; a canvas, no dependencies). uPlot is imported dynamically
 * when a chart mounts, so only the screens that show one download it: the
 * runner's result, /progress. Article pages never do.
 *
 * The canvas is decorative for assistive technology (aria-hidden): every
 * chart is drawn from the same figures as the table the caller puts beside
 * it (`children`), which is what screen readers and keyboard users read.
 *
 *   kind 'bars'   grouped bars, one group per category (series side by side)
 *   kind 'lines'  one line with points per series over the categories (a trend)
 *
 * Colours come from CSS custom properties (--chart-1 …), so light and dark
 * themes both work.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type uPlotType from 'uplot';
import './chart.css';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

export interface ChartProps {
  kind: 'bars' | 'lines';
  /** Names along the x axis (sections, topics, attempt dates). */
  categories: string[];
  series: ChartSeries[];
  /** Figure caption (visible). */
  title: string;
  /** Unit appended to y-axis values, e.g. '%'. */
  unit?: string;
  yMax?: number;
  height?: number;
  /** The accessible table (or list) of the same figures. */
  children: ReactNode;
  testId?: string;
}

const GROUP_WIDTH = 0.8;
/** Axis labels: the Devanagari subset first (Hindi section names), then the site's sans-serif. */
const FONT = '12px "Noto Sans Devanagari Subset", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

/** Grouped bars as uPlot data: each series gets its own x positions inside the group (nulls elsewhere). */
export function barData(categories: string[], series: ChartSeries[]): { xs: number[]; ys: (number | null)[][] } {
  const m = Math.max(1, series.length);
  const step = GROUP_WIDTH / m;
  const xs: number[] = [];
  const ys: (number | null)[][] = series.map(() => []);
  categories.forEach((_, k) => {
    series.forEach((_, j) => {
      xs.push(k - GROUP_WIDTH / 2 + step * (j + 0.5));
      series.forEach((ser, jj) => ys[jj].push(jj === j ? (ser.values[k] ?? null) : null));
    });
  });
  return { xs, ys };
}

/**
 * The plot's width is its container's (the canvas never sets the width of the
 * page: .chart-canvas is 100% wide and clips), read again on every resize. The
 * floor only keeps a hidden or collapsing box from a zero-width plot.
 */
const MIN_WIDTH = 120;
const widthOf = (el: HTMLElement) => Math.max(MIN_WIDTH, Math.floor(el.clientWidth));

const shorten = (label: string, max = 14) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

export function Chart({ kind, categories, series, title, unit = '', yMax, height = 240, children, testId }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || categories.length === 0) return;
    let plot: uPlotType | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    (async () => {
      try {
        const { default: uPlot } = await import('uplot');
        if (cancelled) return;
        const css = getComputedStyle(el);
        const color = (i: number) => css.getPropertyValue(`--chart-${i + 1}`).trim() || '#2d4fd8';
        const ink = css.getPropertyValue('--chart-ink').trim() || '#4f5870';
        const grid = css.getPropertyValue('--chart-grid').trim() || '#dde2ee';
        const width = widthOf(el);
        const n = categories.length;
        const bars = kind === 'bars';
        const { xs, ys } = bars ? barData(categories, series) : { xs: categories.map((_, k) => k), ys: series.map((s) => s.values) };
        const barSize = (GROUP_WIDTH / Math.max(1, series.length)) * 0.9;
        const opts: uPlotType.Options = {
          width,
          height,
          legend: { show: false },
          cursor: { show: false },
          select: { show: false, left: 0, top: 0, width: 0, height: 0 },
          scales: {
            x: { time: false, range: () => (bars ? [-0.5, n - 0.5] : [-0.3, Math.max(0.3, n - 0.7)]) },
            y: { range: (_u, _min, max) => [0, yMax ?? Math.max(1, max * 1.1)] },
          },
          axes: [
            {
              stroke: ink,
              grid: { show: false },
              ticks: { show: false },
              splits: () => categories.map((_, k) => k),
              // As much of each name as its slot holds (about 7 px a character at 12 px, with a gap).
              values: (u, splits) => splits.map((k) => shorten(categories[Math.round(k)] ?? '', Math.max(6, Math.floor(u.width / Math.max(1, n) / 9)))),
              rotate: n > 6 ? -35 : 0,
              size: n > 6 ? 70 : 40,
              font: FONT,
            },
            {
              stroke: ink,
              grid: { stroke: grid, width: 1 },
              ticks: { show: false },
              values: (_u, splits) => splits.map((v) => `${Math.round(v * 10) / 10}${unit}`),
              font: FONT,
              size: 48,
            },
          ],
          series: [
            {},
            ...series.map((s, i) =>
              bars
                ? { label: s.label, fill: color(i), stroke: color(i), width: 0, paths: uPlot.paths.bars!({ size: [barSize / 1, Infinity, 2], align: 0 }), points: { show: false } }
                : { label: s.label, stroke: color(i), width: 2, points: { show: true, size: 7, fill: color(i) }, spanGaps: true },
            ),
          ],
        };
        plot = new uPlot(opts, [xs, ...ys] as uPlotType.AlignedData, el);
        setDrawn(true);
        observer = new ResizeObserver(() => {
          const next = widthOf(el);
          if (plot && plot.width !== next) plot.setSize({ width: next, height });
        });
        observer.observe(el);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [kind, categories, series, unit, yMax, height]);

  return (
    <figure className="chart" data-testid={testId} data-chart-drawn={drawn || undefined}>
      <figcaption className="chart-title">{title}</figcaption>
      {series.length > 1 ? (
        <ul className="chart-legend" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.label}>
              <span className={`chart-swatch chart-swatch--${i + 1}`} /> {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      {failed ? null : <div ref={box} className="chart-canvas" style={{ minHeight: height }} aria-hidden="true" />}
      <div className="chart-table">{children}</div>
    </figure>
  );
}
