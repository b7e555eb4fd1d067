import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf } from '../../../lib/backend';
import { readOrderLines, type OrderLine } from '../../../lib/order-lines';

export interface LowStockProduct {
  id: string;
  name: string;
  stock: number;
  status: 'draft' | 'published';
}

/** `vendor_dashboard()`'s figures: revenue in KES, days and weeks as Nairobi counts them. */
export interface DashboardFigures {
  ordersToFulfil: number;
  ordersToday: number;
  revenueWeek: number;
  revenueMonth: number;
  lowStockThreshold: number;
  lowStock: LowStockProduct[];
}

export interface Dashboard {
  figures: DashboardFigures;
  newestLines: OrderLine[];
}

/** How many of the newest lines the dashboard lists. */
const NEWEST_LINES = 5;

export async function readDashboard(supabase: SupabaseClient): Promise<Dashboard> {
  const [answer, newest] = await Promise.all([
    supabase.rpc('vendor_dashboard'),
    readOrderLines(supabase, { statuses: [], offset: 0, limit: NEWEST_LINES }),
  ]);
  const raw = dataOf<Record<string, unknown>>(answer);
  const lowStock = Array.isArray(raw.low_stock) ? (raw.low_stock as Array<Record<string, unknown>>) : [];
  return {
    figures: {
      ordersToFulfil: Number(raw.orders_to_fulfil ?? 0),
      ordersToday: Number(raw.orders_today ?? 0),
      revenueWeek: Number(raw.revenue_week ?? 0),
      revenueMonth: Number(raw.revenue_month ?? 0),
      lowStockThreshold: Number(raw.low_stock_threshold ?? 0),
      lowStock: lowStock.map((p) => ({
        id: String(p.id),
        name: String(p.name),
        stock: Number(p.stock),
        status: p.status === 'published' ? 'published' : 'draft',
      })),
    },
    newestLines: newest.lines,
  };
}
