import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, theme } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { Card, CardTable } from '../../../components/styles';
import type { WeekFigures } from '../data/weekly';
import { PAYOUTS_COLOUR, SALES_COLOUR } from './chart-colours';

const Section = styled(Card)`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
  .key {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .swatch {
    display: inline-block;
    width: 14px;
    height: 14px;
    margin-right: ${theme.space(1)};
    border-radius: 3px;
    vertical-align: -2px;
  }
  .sales {
    background: ${SALES_COLOUR};
  }
  .payouts {
    background: ${PAYOUTS_COLOUR};
  }
  .plot {
    min-height: 220px;
    overflow: hidden;
  }
  /* What uPlot's own stylesheet does that the chart needs: its layers stacked on the canvas. */
  .u-wrap {
    position: relative;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${theme.color.brandDark};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  summary:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

type Drawn = { setSize: (size: { width: number; height: number }) => void; destroy: () => void };

/** The last twelve weeks' sales and payouts: bars drawn by a library loaded here only, and the same figures as a table. */
export function WeeklyChart({ weeks }: { weeks: WeekFigures[] }) {
  const { t, i18n } = useTranslation(NS);
  const plot = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'drawn' | 'failed'>('loading');
  const weekLabel = (start: Date) =>
    new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'Africa/Nairobi' }).format(start);

  useEffect(() => {
    const into = plot.current;
    if (!into) return;
    let chart: Drawn | null = null;
    let observer: ResizeObserver | null = null;
    let current = true;
    import('./draw-chart')
      .then(({ drawWeeklyChart }) => {
        if (!current) return;
        into.replaceChildren();
        chart = drawWeeklyChart(
          into,
          weeks,
          { sales: t('payments.chart.sales'), payouts: t('payments.chart.payouts'), week: weekLabel },
          into.clientWidth,
        );
        // The chart follows its box: a phone turned, a window resized.
        observer = new ResizeObserver(([entry]) => entry && chart?.setSize({ width: entry.contentRect.width, height: 220 }));
        observer.observe(into);
        setStatus('drawn');
      })
      .catch(() => current && setStatus('failed'));
    return () => {
      current = false;
      observer?.disconnect();
      chart?.destroy();
    };
    // weekLabel and t follow the language, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [weeks, i18n.language]);

  return (
    <Section aria-labelledby="payments-chart">
      <h2 id="payments-chart">{t('payments.chart.title')}</h2>
      <ul className="key">
        <li>
          <span className="swatch sales" />
          {t('payments.chart.sales')}
        </li>
        <li>
          <span className="swatch payouts" />
          {t('payments.chart.payouts')}
        </li>
      </ul>
      <div className="plot" ref={plot} role="img" aria-label={t('payments.chart.label')} />
      {status === 'loading' && <p role="status">{t('payments.chart.loading')}</p>}
      {status === 'failed' && <p>{t('payments.chart.failed')}</p>}
      <details>
        <summary>{t('payments.chart.table')}</summary>
        <CardTable>
          <thead>
            <tr>
              <th scope="col">{t('payments.chart.week')}</th>
              <th scope="col" className="amount">
                {t('payments.chart.sales')}
              </th>
              <th scope="col" className="amount">
                {t('payments.chart.payouts')}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.start.toISOString()}>
                <th scope="row" data-label={t('payments.chart.week')}>
                  {weekLabel(week.start)}
                </th>
                <td className="amount" data-label={t('payments.chart.sales')}>
                  {formatMoney(week.salesCents / 100)}
                </td>
                <td className="amount" data-label={t('payments.chart.payouts')}>
                  {formatMoney(week.payoutsCents / 100)}
                </td>
              </tr>
            ))}
          </tbody>
        </CardTable>
      </details>
    </Section>
  );
}
