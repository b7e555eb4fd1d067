import { useMemo } from 'react';
import type { LiveState } from '@marketplace/contracts';
import { useLiveChanges } from '@marketplace/contracts/live';
import { useRead, type Read } from '../../../lib/useRead';
import type { Month } from './calendar';
import { readPayments, type Payments } from './payments';

export interface LivePayments extends Read<Payments> {
  live: LiveState;
}

/**
 * The Payments screen's data, read again whenever the vendor's ledger or payouts change (a sale, a
 * payout's M-Pesa result) and after each reconnect, since Realtime does not replay what it missed.
 */
export function usePayments(vendorId: string, month: Month): LivePayments {
  const read = useRead(`payments:${vendorId}:${month}`, (supabase) => readPayments(supabase, vendorId, month, new Date()), 'read-payments');
  const { reload } = read;
  const specs = useMemo(
    () => [
      { table: 'vendor_ledger', filter: `vendor_id=eq.${vendorId}` },
      { table: 'vendor_payouts', filter: `vendor_id=eq.${vendorId}` },
    ],
    [vendorId],
  );
  const live = useLiveChanges(specs, { onChange: reload, onJoin: (first) => !first && reload() });
  return { ...read, live };
}
