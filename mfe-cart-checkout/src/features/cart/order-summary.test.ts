import { amountToFreeDelivery, orderSummary, type DeliveryOption } from '@marketplace/contracts';

/**
 * place_order's arithmetic (supabase/migrations/20250103000100_orders_payments.sql) in whole cents,
 * as PostgreSQL's numeric does it: subtotal = Σ price × quantity; fee 0 for pick-up or a subtotal
 * above 10,000, else 300; tax = round(subtotal × 0.08, 2), halves away from zero; total = sum.
 */
function serverSummaryCents(lines: { priceCents: number; quantity: number }[], delivery: DeliveryOption) {
  const subtotal = lines.reduce((sum, line) => sum + BigInt(line.priceCents) * BigInt(line.quantity), 0n);
  const fee = delivery === 'pickup' || subtotal > 1_000_000n ? 0n : 30_000n;
  const tax = (subtotal * 8n + 50n) / 100n;
  return { subtotal, delivery: fee, tax, total: subtotal + fee + tax };
}

const cents = (amount: number) => BigInt(Math.round(amount * 100));

function expectSameAsServer(lines: { price: number; quantity: number }[], delivery: DeliveryOption = 'standard') {
  const server = serverSummaryCents(
    lines.map((line) => ({ priceCents: Math.round(line.price * 100), quantity: line.quantity })),
    delivery,
  );
  const preview = orderSummary(lines, delivery);
  expect({
    subtotal: cents(preview.subtotal),
    delivery: cents(preview.delivery),
    tax: cents(preview.tax),
    total: cents(preview.total),
  }).toEqual(server);
}

describe("the cart's summary (contracts orderSummary) agrees with place_order", () => {
  it('worked example: 2 × KSh 2,500 + 1 × KSh 4,200 standard → 9,200 + 300 + 736 = 10,236', () => {
    expect(
      orderSummary(
        [
          { price: 2500, quantity: 2 },
          { price: 4200, quantity: 1 },
        ],
        'standard',
      ),
    ).toEqual({
      subtotal: 9200,
      delivery: 300,
      tax: 736,
      total: 10236,
    });
    expectSameAsServer([
      { price: 2500, quantity: 2 },
      { price: 4200, quantity: 1 },
    ]);
  });

  it.each([
    [9999.99, 300, 800, 11099.99],
    [10000, 300, 800, 11100],
    [10000.01, 0, 800, 10800.01],
  ])('threshold edge: subtotal %s → delivery %s, tax %s, total %s', (subtotal, delivery, tax, total) => {
    expect(orderSummary([{ price: subtotal, quantity: 1 }], 'standard')).toEqual({ subtotal, delivery, tax, total });
    expectSameAsServer([{ price: subtotal, quantity: 1 }]);
  });

  it('express costs the same fee, pick-up is free at any subtotal', () => {
    expect(orderSummary([{ price: 100, quantity: 1 }], 'express').delivery).toBe(300);
    expect(orderSummary([{ price: 100, quantity: 1 }], 'pickup').delivery).toBe(0);
    expectSameAsServer([{ price: 100, quantity: 1 }], 'pickup');
  });

  it.each([
    ['12.57 → tax 1.0056 rounds up to 1.01', 12.57, 1.01],
    ['10.06 → tax 0.8048 rounds down to 0.80', 10.06, 0.8],
    ['0.01 → tax 0.0008 rounds to 0', 0.01, 0],
  ])('rounds tax to cents: %s', (_label, price, tax) => {
    expect(orderSummary([{ price, quantity: 1 }]).tax).toBe(tax);
    expectSameAsServer([{ price, quantity: 1 }]);
  });

  it('agrees with the server for 2,000 random carts of 1–5 lines, quantities 1–99', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i += 1) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 5) }, () => ({
        price: Math.round(random() * 2_000_000) / 100,
        quantity: 1 + Math.floor(random() * 99),
      }));
      const delivery = (['standard', 'express', 'pickup'] as const)[i % 3]!;
      expectSameAsServer(lines, delivery);
    }
  });

  it("'Add KSh X more' is what takes the subtotal above the threshold", () => {
    expect(amountToFreeDelivery(9200)).toBe(800.01);
    expect(amountToFreeDelivery(10000)).toBe(0.01);
    expect(amountToFreeDelivery(10000.01)).toBe(0);
  });
});
