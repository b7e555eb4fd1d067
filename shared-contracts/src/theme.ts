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
