/** Design tokens shared by every app, so the composed site looks like one product. */
export const theme = {
  color: {
    brand: '#0b7a4b',
    brandDark: '#075c38',
    accent: '#f59e0b',
    /** The accent as text on brandDark (5.6:1; the accent itself reaches only 3.8:1 there). */
    accentOnDark: '#fcd34d',
    danger: '#b91c1c',
    info: '#1d4ed8',
    warning: '#a16207',
    text: '#1f2937',
    muted: '#4b5563',
    border: '#d1d5db',
    surface: '#ffffff',
    background: '#f9fafb',
    focus: '#2563eb',
  },
  status: {
    delivered: '#15803d',
    shipped: '#1d4ed8',
    processing: '#a16207',
    cancelled: '#b91c1c',
    other: '#6b7280',
  },
  radius: '8px',
  space: (n: number) => `${n * 4}px`,
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  },
  breakpoint: { mobile: '768px' },
  /** Visible focus for keyboard users, shared so every app meets the same bar. */
  focusRing: '3px solid #2563eb',
} as const;

export type Theme = typeof theme;

type ColouredStatus = Exclude<keyof typeof theme.status, 'other'>;
const COLOURED: readonly string[] = Object.keys(theme.status).filter((status) => status !== 'other');

/** The spec's colour of an order status: delivered green, shipped blue, processing amber, cancelled red, any other grey. */
export function orderStatusColour(status: string): string {
  return COLOURED.includes(status) ? theme.status[status as ColouredStatus] : theme.status.other;
}

/**
 * Each stage of an order line before it ships is its order's 'processing' to the shopper, so it is
 * that colour for the vendor too: one line, one colour, in the seller center and in the orders.
 */
const LINE_STAGE_STATUS: Readonly<Record<string, ColouredStatus>> = { pending: 'processing', accepted: 'processing', ready: 'processing' };

/** The colour of an order line's stage: that of the order status it amounts to (any unknown stage grey). */
export const lineStatusColour = (stage: string): string => orderStatusColour(LINE_STAGE_STATUS[stage] ?? stage);
