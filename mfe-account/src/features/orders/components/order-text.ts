import type { TFunction } from 'i18next';
import type { Order } from '../data/orders';

/** Delivery method in words ('Not recorded' for orders from before delivery was stored). */
export function deliveryText(t: TFunction, order: Order): string {
  return order.delivery ? t(`orders.delivery.${order.delivery}`, { defaultValue: order.delivery }) : t('orders.notRecorded');
}

/** Payment method and, when there is one, the latest payment's outcome and reference. */
export function paymentText(t: TFunction, order: Order): string {
  const latest = order.payments[0];
  const method = order.paymentMethod ?? latest?.method ?? null;
  if (!method) return t('orders.notRecorded');
  const parts = [t(`orders.paymentMethod.${method}`, { defaultValue: method })];
  if (latest) {
    parts.push(t(`orders.paymentStatus.${latest.status}`, { defaultValue: latest.status }));
    if (latest.mpesaReceipt) parts.push(t('orders.mpesaReceipt', { receipt: latest.mpesaReceipt }));
    if (latest.cardLast4) parts.push(`${latest.cardBrand ?? ''} •••• ${latest.cardLast4}`.trim());
  }
  return parts.join(' · ');
}
