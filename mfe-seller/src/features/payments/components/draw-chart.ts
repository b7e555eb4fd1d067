import uPlot from 'uplot';
import { formatMoney, theme } from '@marketplace/contracts';
import type { WeekFigures } from '../data/weekly';
import { PAYOUTS_COLOUR, SALES_COLOUR } from './chart-colours';

// This module is the chart library's only importer, and the Payments screen imports it
// dynamically: uPlot (about 50 KB) loads on that screen alone, after its data is on screen.

const HEIGHT = 220;
/** The room a week's label ('12 Oct') needs on the x axis, in CSS px. */
const LABEL_WIDTH = 56;
/** The y axis reaches at least this many shillings: weeks without sales read as KSh 0 bars, not as fractions of a shilling. */
const MIN_TOP = 100;

/**
 * Draws the weeks as grouped bars (sales left of each week, payouts right) into `into`, `width`
 * px wide; answers the chart, whose setSize follows the container and destroy removes it.
 */
export function drawWeeklyChart(
  into: HTMLElement,
  weeks: WeekFigures[],
  labels: { sales: string; payouts: string; week: (start: Date) => string },
  width: number,
): uPlot {
  const x = weeks.map((w) => w.start.getTime() / 1000);
  const sales = weeks.map((w) => w.salesCents / 100);
  const payouts = weeks.map((w) => w.payoutsCents / 100);
  const bars = (align: -1 | 1) => uPlot.paths.bars!({ size: [0.4, 28], align });
  return new uPlot(
    {
      width,
      height: HEIGHT,
      // The legend and the hover readout would duplicate the table; the screen draws its own key.
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: true, range: (_u, min, max) => [min - 3.5 * 86_400, max + 3.5 * 86_400] },
        y: { range: (_u, _min, max) => [0, Math.max(max, MIN_TOP) * 1.1] },
      },
      axes: [
        {
          // A tick at each week's start; on a narrow chart only every so many carries its label.
          splits: () => x,
          values: (u, ticks) => {
            const every = Math.max(1, Math.ceil((ticks.length * LABEL_WIDTH) / Math.max(u.bbox.width / devicePixelRatio, 1)));
            return ticks.map((t, i) => (i % every === 0 ? labels.week(new Date(t * 1000)) : ''));
          },
          stroke: theme.color.text,
        },
        { values: (_u, ticks) => ticks.map((t) => formatMoney(t)), size: 80, stroke: theme.color.text },
      ],
      series: [
        {},
        { label: labels.sales, fill: SALES_COLOUR, stroke: SALES_COLOUR, paths: bars(-1), points: { show: false } },
        { label: labels.payouts, fill: PAYOUTS_COLOUR, stroke: PAYOUTS_COLOUR, paths: bars(1), points: { show: false } },
      ],
    },
    [x, sales, payouts],
    into,
  );
}
