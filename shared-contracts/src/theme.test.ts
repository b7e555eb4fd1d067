import { lineStatusColour, orderStatusColour, theme } from './theme';

describe('status colours', () => {
  it.each([
    ['delivered', theme.status.delivered],
    ['shipped', theme.status.shipped],
    ['processing', theme.status.processing],
    ['cancelled', theme.status.cancelled],
    ['pending_payment', theme.status.other],
    ['other', theme.status.other],
    ['constructor', theme.status.other],
  ])('an order %s is %s', (status, colour) => {
    expect(orderStatusColour(status)).toBe(colour);
  });

  it("shows an order line before it ships as its order's 'processing', and each later stage as its own status", () => {
    expect(['pending', 'accepted', 'ready', 'shipped', 'delivered', 'cancelled', 'lost'].map(lineStatusColour)).toEqual([
      theme.status.processing,
      theme.status.processing,
      theme.status.processing,
      theme.status.shipped,
      theme.status.delivered,
      theme.status.cancelled,
      theme.status.other,
    ]);
  });
});
