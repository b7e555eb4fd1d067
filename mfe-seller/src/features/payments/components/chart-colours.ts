import { theme } from '@marketplace/contracts';

/** The chart's colours, shared by the bars and the key the screen paints before the library loads. */
export const SALES_COLOUR = theme.color.brand;
export const PAYOUTS_COLOUR = theme.status.shipped;
