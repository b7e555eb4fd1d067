// One colour for each stage of an order line, whoever looks at it: the vendor in the seller
// center and the shopper in their orders. The colours come from the contracts' theme; which
// theme status a stage amounts to is each remote's, and this holds the two to the same answer.
import { theme } from '@marketplace/contracts';
import { lineStatusColour as shopperColour } from '../mfe-account/src/features/orders/components/StatusBadge';
import { lineStatusColour as vendorColour } from '../mfe-seller/src/components/LineStatusBadge';
import { LINE_STATUSES } from '../mfe-seller/src/lib/order-lines';

describe('order line colours', () => {
  it.each(LINE_STATUSES)('%s: one colour for the vendor and the shopper', (status) => {
    expect(vendorColour(status)).toBe(shopperColour(status));
  });

  it("shows every stage before shipping as the order's 'processing', and each later one as its own status", () => {
    expect(LINE_STATUSES.map(vendorColour)).toEqual([
      theme.status.processing,
      theme.status.processing,
      theme.status.processing,
      theme.status.shipped,
      theme.status.delivered,
      theme.status.cancelled,
    ]);
  });
});
