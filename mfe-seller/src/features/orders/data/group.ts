import type { OrderLine } from '../../../lib/order-lines';

export interface OrderGroup {
  orderId: string;
  /** The order's own facts, the same on each of its lines. */
  first: OrderLine;
  lines: OrderLine[];
}

/** Lines grouped by order, in the order the lines came (newest order first). */
export function groupByOrder(lines: readonly OrderLine[]): OrderGroup[] {
  const groups = new Map<string, OrderGroup>();
  for (const line of lines) {
    const group = groups.get(line.order_id);
    if (group) group.lines.push(line);
    else groups.set(line.order_id, { orderId: line.order_id, first: line, lines: [line] });
  }
  return [...groups.values()];
}
