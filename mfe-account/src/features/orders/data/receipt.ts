import { formatMoney } from '@marketplace/contracts';
import { escapeHtml } from '@marketplace/contracts/html';
import type { Order } from './orders';

/** Texts the receipt needs, in the current language. */
export interface ReceiptLabels {
  title: string;
  order: string;
  date: string;
  status: string;
  item: string;
  quantity: string;
  price: string;
  lineTotal: string;
  subtotal: string;
  delivery: string;
  tax: string;
  total: string;
  payment: string;
  notRecorded: string;
  statusText: string;
  deliveryText: string;
  paymentText: string;
  shop: string;
}

const money = (amount: number | null, fallback: string) => (amount === null ? fallback : formatMoney(amount));

/**
 * The order's receipt as a self-contained, printable HTML document: shop, order, lines, totals
 * and payment. Nothing in it runs script (a strict CSP meta tag forbids it besides).
 */
export function receiptHtml(order: Order, labels: ReceiptLabels, lang: string): string {
  // Every value goes through escapeHtml: order data is never markup.
  const e = escapeHtml;
  const rows = order.items
    .map(
      (line) =>
        `<tr><td>${e(line.name)}</td><td class="n">${line.quantity}</td><td class="n">${e(formatMoney(line.price))}</td><td class="n">${e(formatMoney(line.price * line.quantity))}</td></tr>`,
    )
    .join('');
  const subtotal = order.subtotal ?? order.items.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return `<!doctype html>
<html lang="${e(lang)}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${e(labels.title)} ${e(order.id)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;color:#1f2937}table{width:100%;border-collapse:collapse}th,td{padding:.4rem;border-bottom:1px solid #d1d5db;text-align:left}.n{text-align:right}tfoot td{font-weight:600}@media print{body{margin:0}}</style>
</head><body>
<h1>${e(labels.shop)} — ${e(labels.title)}</h1>
<p>${e(labels.order)}: <strong>${e(order.id)}</strong><br>${e(labels.date)}: ${e(order.date)}<br>${e(labels.status)}: ${e(labels.statusText)}</p>
<table><thead><tr><th>${e(labels.item)}</th><th class="n">${e(labels.quantity)}</th><th class="n">${e(labels.price)}</th><th class="n">${e(labels.lineTotal)}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><td colspan="3">${e(labels.subtotal)}</td><td class="n">${e(formatMoney(subtotal))}</td></tr>
<tr><td colspan="3">${e(labels.delivery)} (${e(labels.deliveryText)})</td><td class="n">${e(money(order.deliveryFee, labels.notRecorded))}</td></tr>
<tr><td colspan="3">${e(labels.tax)}</td><td class="n">${e(money(order.tax, labels.notRecorded))}</td></tr>
<tr><td colspan="3">${e(labels.total)}</td><td class="n">${e(formatMoney(order.total))}</td></tr>
</tfoot></table>
<p>${e(labels.payment)}: ${e(labels.paymentText)}</p>
</body></html>`;
}

/** Offers the receipt as a real file download (`receipt-<order id>.html`). */
export function downloadReceipt(order: Order, html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `receipt-${order.id.replace(/[^A-Za-z0-9-]/g, '')}.html`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
