import { amountToFreeDelivery, deliveryFee, orderSummary, roundMoney } from './commerce';

describe('orderSummary', () => {
  it('charges the delivery fee at exactly KSh 10,000 and below, and none just above it', () => {
    expect(orderSummary([{ price: 9999.99, quantity: 1 }]).delivery).toBe(300);
    expect(orderSummary([{ price: 10000, quantity: 1 }]).delivery).toBe(300);
    expect(orderSummary([{ price: 10000.01, quantity: 1 }]).delivery).toBe(0);
  });

  it('adds 8% tax of the subtotal and totals to 2 decimals', () => {
    expect(orderSummary([{ price: 1250.5, quantity: 3 }])).toEqual({ subtotal: 3751.5, delivery: 300, tax: 300.12, total: 4351.62 });
  });

  it('makes pick-up free whatever the subtotal', () => {
    expect(orderSummary([{ price: 100, quantity: 1 }], 'pickup')).toEqual({ subtotal: 100, delivery: 0, tax: 8, total: 108 });
  });

  it('gives an empty cart zero everywhere except the delivery fee rule', () => {
    expect(orderSummary([])).toEqual({ subtotal: 0, delivery: 300, tax: 0, total: 300 });
  });
});

describe('money helpers', () => {
  it('rounds half a cent up', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1.005)).toBe(-1.01);
  });

  it('says how much more earns free delivery', () => {
    expect(amountToFreeDelivery(9000)).toBe(1000.01);
    expect(amountToFreeDelivery(10000)).toBe(0.01);
    expect(amountToFreeDelivery(10000.01)).toBe(0);
    expect(deliveryFee(5000, 'express')).toBe(300);
  });
});
