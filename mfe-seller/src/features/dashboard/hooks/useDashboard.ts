import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '@marketplace/contracts';
import { useLiveChanges } from '@marketplace/contracts/live';
import { NS } from '../../../remote';
import { useRead, type Read } from '../../../lib/useRead';
import { readDashboard, type Dashboard } from '../data/dashboard';

export interface LiveDashboard extends Read<Dashboard> {
  /** What to announce: the newest order line that was not on screen before the last read. */
  announcement: string;
  /** The live data's state; 'closed' where the host has no live API (then Refresh is the way). */
  live: LiveState;
}

/**
 * The dashboard's data, read again whenever one of the vendor's order lines is added or moves
 * (the shell's realtime client; row-level security decides which lines reach this user) and after
 * each reconnect, since Realtime does not replay what it missed. A new line is announced once.
 */
export function useDashboard(vendorId: string | null): LiveDashboard {
  const { t } = useTranslation(NS);
  const read = useRead(vendorId ? `dashboard:${vendorId}` : null, readDashboard, 'read-dashboard');
  const seen = useRef<Set<number> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { reload } = read;

  const specs = useMemo(() => (vendorId ? [{ table: 'order_items', filter: `vendor_id=eq.${vendorId}` }] : null), [vendorId]);
  const live = useLiveChanges(specs, { onChange: reload, onJoin: (first) => !first && reload() });

  const { state } = read;
  useEffect(() => {
    if (state.status !== 'ready') return;
    const lines = state.data.newestLines;
    const known = seen.current;
    seen.current = new Set([...(known ?? []), ...lines.map((l) => l.id)]);
    if (!known) return;
    const arrived = lines.find((l) => !known.has(l.id));
    if (arrived) setAnnouncement(t('dashboard.newOrder', { order: arrived.order_id, quantity: arrived.quantity, name: arrived.name }));
  }, [state, t]);

  return { ...read, announcement, live };
}
