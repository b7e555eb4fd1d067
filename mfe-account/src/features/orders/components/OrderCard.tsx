import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bus, catalogImageUrl, formatMoney, paths, theme, useHost } from '@marketplace/contracts';
import { Button } from '../../../components/form';
import { useErrorHandler } from '../../../lib/useMessages';
import { fetchProductsForReorder, parcelsOf, planReorder, type Order, type Parcel } from '../data/orders';
import { downloadReceipt, receiptHtml } from '../data/receipt';
import { deliveryText, paymentText } from './order-text';
import { LineStatusBadge, StatusBadge, useStatusText } from './StatusBadge';

const Article = styled.article`
  padding: ${theme.space(5)};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  display: grid;
  gap: ${theme.space(4)};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space(3)};
    align-items: center;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  .meta {
    color: ${theme.color.muted};
    font-size: 0.9rem;
  }
  .total {
    font-weight: 700;
  }
  ul.lines {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space(3)};
  }
  ul.lines li {
    display: flex;
    gap: ${theme.space(3)};
    align-items: center;
  }
  ul.lines img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: ${theme.radius};
    background: ${theme.color.background};
  }
  .tracking {
    padding: ${theme.space(3)};
    border: 1px dashed ${theme.color.info};
    border-radius: ${theme.radius};
  }
  .tracking ul {
    margin: 0;
    padding-left: ${theme.space(5)};
  }
  .line-status {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    align-items: center;
    margin-top: ${theme.space(1)};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    align-items: center;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space(1)} ${theme.space(4)};
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  a:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

function imageUrl(supabaseUrl: string | undefined, image: string | null): string | undefined {
  if (!image) return undefined;
  if (/^https?:\/\//.test(image)) return image;
  return supabaseUrl ? catalogImageUrl(supabaseUrl, image) : undefined;
}

/** A tracking number, and the carrier that has the parcel when the vendor named one. */
function ParcelText({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation('account');
  return (
    <>
      <strong>{parcel.trackingNumber}</strong>
      {parcel.carrier && ` · ${t('orders.carrier', { carrier: parcel.carrier })}`}
    </>
  );
}

/** One order of My Orders: summary, lines, tracking, and its actions. */
export function OrderCard({ order, expanded = false }: { order: Order; expanded?: boolean }) {
  const { t, i18n } = useTranslation('account');
  const host = useHost();
  const handleError = useErrorHandler();
  const statusText = useStatusText();
  const [open, setOpen] = useState(expanded);
  const [reordering, setReordering] = useState(false);
  const supabaseUrl = host.config?.supabase?.url;
  const detailsId = `order-details-${order.id}`;
  const date = (() => {
    const parsed = new Date(order.date);
    return Number.isNaN(parsed.getTime()) ? order.date : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(parsed);
  })();
  const money = (amount: number | null) => (amount === null ? t('orders.notRecorded') : formatMoney(amount));
  const subtotal = order.subtotal ?? order.items.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const parcels = parcelsOf(order);

  const receipt = () => {
    const html = receiptHtml(
      order,
      {
        title: t('orders.receipt.title'),
        shop: t('orders.receipt.shop'),
        order: t('orders.receipt.order'),
        date: t('orders.receipt.date'),
        status: t('orders.receipt.status'),
        item: t('orders.receipt.item'),
        quantity: t('orders.receipt.quantity'),
        price: t('orders.receipt.price'),
        lineTotal: t('orders.receipt.lineTotal'),
        subtotal: t('orders.subtotal'),
        delivery: t('orders.deliveryFee'),
        tax: t('orders.tax'),
        total: t('orders.total'),
        payment: t('orders.payment'),
        notRecorded: t('orders.notRecorded'),
        statusText: statusText(order.status),
        deliveryText: deliveryText(t, order),
        paymentText: paymentText(t, order),
      },
      i18n.language,
    );
    downloadReceipt(order, html);
  };

  /** Puts the lines back in the cart at today's prices; products no longer sold are skipped, and named. */
  const reorder = async () => {
    setReordering(true);
    try {
      const supabase = await host.getSupabase();
      if (!supabase) throw new Error('backend not configured');
      const ids = order.items.flatMap((line) => (line.productId ? [line.productId] : []));
      const plan = planReorder(order.items, await fetchProductsForReorder(supabase, ids));
      let added = 0;
      for (const { product, quantity } of plan.adds) {
        const published = bus.publish('cart:item-added', {
          product: {
            id: product.id,
            name: product.name,
            price: product.price,
            currency: 'KES',
            image: imageUrl(supabaseUrl, product.image) ?? '',
            category: product.category,
          },
          quantity,
        });
        if (published) added += 1;
      }
      const missing = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(plan.unavailable);
      if (plan.unavailable.length === 0 && added === order.items.length)
        host.notify({ kind: 'success', message: t('orders.reordered', { count: added }) });
      else if (added === 0) host.notify({ kind: 'warning', message: t('orders.reorderedNone', { names: missing }) });
      else
        host.notify({ kind: 'warning', message: t('orders.reorderedPartly', { count: added, total: order.items.length, names: missing }) });
    } catch (error) {
      handleError(error, { page: 'orders', action: 'reorder', orderId: order.id });
    } finally {
      setReordering(false);
    }
  };

  return (
    <Article aria-labelledby={`order-${order.id}`} data-order-id={order.id}>
      <header>
        <div>
          <h2 id={`order-${order.id}`}>{t('orders.orderNumber', { id: order.id })}</h2>
          <span className="meta">{t('orders.placedOn', { date })}</span>
        </div>
        <StatusBadge status={order.status} />
        <span className="total">
          {t('orders.total')}: {formatMoney(order.total)}
        </span>
      </header>
      <ul className="lines">
        {order.items.map((line, index) => (
          <li key={`${line.productId ?? line.name}-${index}`}>
            <img src={imageUrl(supabaseUrl, line.image)} alt={line.name} loading="lazy" width={56} height={56} />
            <span>
              {line.name}
              <br />
              <span className="meta">
                {line.quantity} × {formatMoney(line.price)}
              </span>
              {open && line.status && (
                <span className="line-status">
                  <LineStatusBadge status={line.status} />
                  {line.status === 'cancelled' && line.cancelReason && <span className="meta">{line.cancelReason}</span>}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {parcels.length > 0 && (
        <div className="tracking" id={`tracking-${order.id}`}>
          {parcels.length === 1 ? (
            <>
              {t('orders.trackingNumber')}: <ParcelText parcel={parcels[0]!} />
            </>
          ) : (
            <>
              {t('orders.trackingNumbers')}:
              <ul>
                {parcels.map((parcel) => (
                  <li key={parcel.trackingNumber}>
                    <ParcelText parcel={parcel} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {open && (
        <div id={detailsId}>
          <dl>
            <dt>{t('orders.subtotal')}</dt>
            <dd>{formatMoney(subtotal)}</dd>
            <dt>{t('orders.deliveryFee')}</dt>
            <dd>{money(order.deliveryFee)}</dd>
            <dt>{t('orders.tax')}</dt>
            <dd>{money(order.tax)}</dd>
            <dt>{t('orders.total')}</dt>
            <dd>{formatMoney(order.total)}</dd>
            <dt>{t('orders.deliveryMethod')}</dt>
            <dd>{deliveryText(t, order)}</dd>
            {order.address && (
              <>
                <dt>{t('orders.address')}</dt>
                <dd>{[order.address.name, order.address.phone, order.address.street, order.address.area].filter(Boolean).join(', ')}</dd>
              </>
            )}
            <dt>{t('orders.payment')}</dt>
            <dd>{paymentText(t, order)}</dd>
          </dl>
        </div>
      )}
      <div className="actions">
        <Button type="button" $variant="secondary" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((v) => !v)}>
          {open ? t('orders.hideDetails') : t('orders.viewDetails')}
        </Button>
        {parcels.length > 0 && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => document.getElementById(`tracking-${order.id}`)?.scrollIntoView({ block: 'center' })}
          >
            {t('orders.trackPackage')}
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={receipt}>
          {t('orders.downloadReceipt')}
        </Button>
        {order.status === 'delivered' && (
          <Button type="button" disabled={reordering} onClick={() => void reorder()}>
            {t('orders.reorder')}
          </Button>
        )}
        <Link to={paths.contact()}>{t('orders.contactSupport')}</Link>
        {!expanded && <Link to={paths.order(order.id)}>{t('orders.openOrderPage', { id: order.id })}</Link>}
      </div>
    </Article>
  );
}
