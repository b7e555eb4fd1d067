import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, theme } from '@marketplace/contracts';
import { useLiveChanges } from '@marketplace/contracts/live';
import { NS } from '../../../remote';
import { SellerFrame } from '../../../components/SellerFrame';
import { ReadStatus } from '../../../components/ReadStatus';
import { Button, Card, Facts, FieldBox } from '../../../components/styles';
import { formatDateTime } from '../../../lib/format';
import { useImageUrl } from '../../../lib/useImageUrl';
import { useRead } from '../../../lib/useRead';
import { groupByOrder } from '../data/group';
import { LINE_STATUSES, OPEN_STATUSES, readOrderLines, type LineMove, type LineStatus, type OrderLine } from '../../../lib/order-lines';
import { LineActions } from './LineActions';
import { LineStatusBadge } from '../../../components/LineStatusBadge';

const FILTERS = ['open', ...LINE_STATUSES, 'all'] as const;
type Filter = (typeof FILTERS)[number];
const LINES_PER_PAGE = 50;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
`;

const Orders = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space(3)};
  }
  li {
    padding-top: ${theme.space(3)};
    border-top: 1px solid ${theme.color.border};
  }
  /* The group is inside the item: a list may hold only list items (role="group" on the li made it none). */
  .line-row {
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr);
    gap: ${theme.space(3)};
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: ${theme.radius};
  }
  .line {
    display: grid;
    gap: ${theme.space(2)};
  }
  .facts {
    margin: 0;
  }
  a {
    color: ${theme.color.brandDark};
    font-weight: 600;
  }
  a:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

const MOVED: Record<LineMove['kind'], string> = {
  accept: 'orders.moved.accept',
  ready: 'orders.moved.ready',
  ship: 'orders.moved.ship',
  deliver: 'orders.moved.deliver',
  cancel: 'orders.moved.cancel',
};

const isFilter = (value: string | null): value is Filter => FILTERS.includes(value as Filter);
const statusesOf = (filter: Filter): readonly LineStatus[] => (filter === 'open' ? OPEN_STATUSES : filter === 'all' ? [] : [filter]);

function OrderList({ vendorId }: { vendorId: string }) {
  const { t, i18n } = useTranslation(NS);
  const imageUrl = useImageUrl();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: Filter = isFilter(status) ? status : 'open';
  const [limit, setLimit] = useState(LINES_PER_PAGE);
  const [said, setSaid] = useState('');
  const read = useRead(
    `orders:${vendorId}:${filter}:${limit}`,
    (supabase) => readOrderLines(supabase, { statuses: statusesOf(filter), offset: 0, limit }),
    'read-order-lines',
  );
  const { state, reload, replace } = read;

  // A line added or moved elsewhere (a new order, another member) shows without a reload.
  const specs = useMemo(() => [{ table: 'order_items', filter: `vendor_id=eq.${vendorId}` }], [vendorId]);
  useLiveChanges(specs, { onChange: reload, onJoin: (first) => !first && reload() });

  const moved = (line: OrderLine, kind: LineMove['kind']) => {
    replace((page) => ({ ...page, lines: page.lines.map((l) => (l.id === line.id ? line : l)) }));
    setSaid(t(MOVED[kind], { name: line.name, order: line.order_id }));
  };
  const groups = state.status === 'ready' ? groupByOrder(state.data.lines) : [];

  return (
    <>
      <Toolbar>
        <FieldBox>
          <label htmlFor="seller-order-filter">{t('orders.filter')}</label>
          <select
            id="seller-order-filter"
            value={filter}
            onChange={(e) => {
              setLimit(LINES_PER_PAGE);
              setParams(e.target.value === 'open' ? {} : { status: e.target.value });
            }}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`orders.filters.${f}`)}
              </option>
            ))}
          </select>
        </FieldBox>
        <Button type="button" $variant="secondary" onClick={reload} disabled={read.refreshing}>
          {t('dashboard.refresh')}
        </Button>
      </Toolbar>
      <p role="status">{said}</p>
      <ReadStatus state={state} loading={t('orders.loading')} />
      {state.status === 'ready' && groups.length === 0 && <p>{t('orders.none')}</p>}
      <Orders>
        {groups.map(({ orderId, first, lines }) => (
          <Card as="article" key={orderId} aria-labelledby={`order-${orderId}`} data-order-id={orderId}>
            <h2 id={`order-${orderId}`}>{t('orders.order', { order: orderId })}</h2>
            <Facts>
              <dt>{t('orders.placed')}</dt>
              <dd>{formatDateTime(first.ordered_at, i18n.language)}</dd>
              <dt>{t('orders.customer')}</dt>
              <dd>
                {first.customer_name ?? '—'}
                {first.customer_phone && (
                  <>
                    {' · '}
                    <a href={`tel:${first.customer_phone}`}>{first.customer_phone}</a>
                  </>
                )}
              </dd>
              <dt>{t('orders.delivery')}</dt>
              <dd>
                {t(`orders.deliveries.${first.delivery}`, { defaultValue: first.delivery })}
                {first.delivery !== 'pickup' &&
                  [first.area, first.street].filter(Boolean).length > 0 &&
                  ` · ${[first.area, first.street].filter(Boolean).join(', ')}`}
              </dd>
              <dt>{t('orders.payment')}</dt>
              <dd>
                {t(`orders.payments.${first.payment_method}`, { defaultValue: first.payment_method })} ·{' '}
                {t(`orders.paymentStatus.${first.payment_status}`, { defaultValue: first.payment_status })}
              </dd>
              {first.notes && (
                <>
                  <dt>{t('orders.notes')}</dt>
                  <dd>{first.notes}</dd>
                </>
              )}
            </Facts>
            <ul>
              {lines.map((line) => {
                const src = imageUrl(line.image);
                return (
                  <li key={line.id} data-line-id={line.id}>
                    <div
                      className="line-row"
                      role="group"
                      aria-label={t('dashboard.lineSummary', { quantity: line.quantity, name: line.name })}
                    >
                      {src ? <img src={src} alt="" loading="lazy" /> : <span />}
                      <div className="line">
                        <p className="facts">
                          <strong>{line.name}</strong> · {line.quantity} × {formatMoney(line.price)} = {formatMoney(line.line_total)}{' '}
                          <LineStatusBadge status={line.status} />
                        </p>
                        {line.tracking_number && (
                          <p className="facts">{t('orders.tracking', { number: line.tracking_number, carrier: line.carrier ?? '—' })}</p>
                        )}
                        {line.cancel_reason && <p className="facts">{t('orders.cancelledBecause', { reason: line.cancel_reason })}</p>}
                        <LineActions line={line} onMoved={moved} />
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Card>
        ))}
      </Orders>
      {state.status === 'ready' && state.data.total > state.data.lines.length && (
        <p>
          <Button type="button" $variant="secondary" onClick={() => setLimit((n) => n + LINES_PER_PAGE)}>
            {t('orders.more')}
          </Button>
        </p>
      )}
    </>
  );
}

/** /seller/orders: the vendor's order lines grouped by order, filtered by status, each with its next moves. */
export function OrdersScreen() {
  const { t } = useTranslation(NS);
  return (
    <SellerFrame title={t('pages.orders')} audience="member">
      {(access) => access.vendorId && <OrderList vendorId={access.vendorId} />}
    </SellerFrame>
  );
}
