import { BackendFailure, paymentOutcome } from '../data/orders';
import { classifyFailure } from './refusal';

describe('what the checkout does with a failure', () => {
  it('a product gone: the line is marked unavailable', () => {
    const error = new BackendFailure({ code: 'P0001', message: 'Product not found: fp-9', details: 'fp-9', hint: 'order.productNotFound' });
    expect(classifyFailure(error)).toEqual({ kind: 'line', productId: 'fp-9', note: { kind: 'unavailable' } });
  });

  it('out of stock: the line shows how many are left', () => {
    const error = new BackendFailure({ code: 'P0001', message: 'Only 2 left in stock: fp-1', details: 'fp-1', hint: 'order.outOfStock' });
    expect(classifyFailure(error)).toEqual({ kind: 'line', productId: 'fp-1', note: { kind: 'out-of-stock', available: 2 } });
  });

  it('an address field the server refused goes back to that field', () => {
    const error = new BackendFailure({
      code: '22023',
      message: 'Name is required',
      details: 'address.name',
      hint: 'validation.nameRequired',
    });
    expect(classifyFailure(error)).toEqual({ kind: 'field', field: 'name', message: 'Name is required' });
  });

  it('not signed in', () => {
    expect(
      classifyFailure(new BackendFailure({ code: '42501', message: 'Sign in to place an order', hint: 'order.signInRequired' })),
    ).toEqual({
      kind: 'sign-in',
    });
  });

  it('a network failure gives the central mapping message', () => {
    expect(classifyFailure(new BackendFailure({ message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' }))).toEqual({
      kind: 'general',
      message: 'Connection error. Please check your network.',
    });
    expect(classifyFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'general',
      message: 'Connection error. Please check your network.',
    });
  });
});

describe('M-Pesa payment outcome from the order and its latest payment', () => {
  it.each([
    ['pending_payment', null, 'pending'],
    ['pending_payment', { status: 'pending', result_code: null }, 'pending'],
    ['processing', { status: 'paid', result_code: 0 }, 'paid'],
    ['payment_failed', { status: 'cancelled', result_code: 1032 }, 'cancelled'],
    ['payment_failed', { status: 'failed', result_code: 1037 }, 'timeout'],
    ['payment_failed', { status: 'failed', result_code: 1 }, 'failed'],
  ] as const)('order %s, payment %j → %s', (status, payment, outcome) => {
    expect(paymentOutcome(status, payment)).toBe(outcome);
  });
});
