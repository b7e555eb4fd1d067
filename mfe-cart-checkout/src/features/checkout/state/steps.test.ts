import { EMPTY_CARD } from '../lib/card';
import { INITIAL_ENTRIES, requestKeyFor, type CheckoutEntries } from './session';
import { deliveryErrors, firstIncompleteStep, paymentErrors, reachableStep } from './steps';

const NOW = new Date(2026, 10, 22);
const address = { name: 'Amina Wanjiru', phone: '0712 345 678', area: 'Kilimani', street: 'Argwings Kodhek Rd, Block B', notes: '' };
const ready: CheckoutEntries = { ...INITIAL_ENTRIES, address, mpesaPhone: '0712345678' };
const goodCard = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('delivery step validation (contracts deliveryAddressSchema, the spec messages)', () => {
  it('an empty address reports each required field with its message', () => {
    expect(deliveryErrors(INITIAL_ENTRIES)).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      area: 'Area or estate is required',
      street: 'Street or building is required',
    });
  });

  it("uses the spec's name rule and the Kenyan phone rule", () => {
    const errors = deliveryErrors({ ...ready, address: { ...address, name: 'R2-D2', phone: '0812 345 678' } });
    expect(errors).toEqual({
      name: 'Name can only contain letters, spaces, hyphens, and apostrophes',
      phone: 'Please enter a valid Kenyan phone number, such as 0712 345 678 or +254 712 345 678',
    });
  });

  it.each(['+254712345678', '+254112345678', '0712345678', '0112345678'])('accepts the phone %s', (phone) => {
    expect(deliveryErrors({ ...ready, address: { ...address, phone } })).toEqual({});
  });

  it('pick-up needs no address', () => {
    expect(deliveryErrors({ ...INITIAL_ENTRIES, delivery: 'pickup' })).toEqual({});
  });
});

describe('payment step validation', () => {
  it('M-Pesa needs a Kenyan phone', () => {
    expect(paymentErrors({ ...ready, mpesaPhone: '' }, EMPTY_CARD, NOW)).toEqual({ mpesaPhone: 'Phone number is required' });
    expect(paymentErrors({ ...ready, mpesaPhone: '12345' }, EMPTY_CARD, NOW).mpesaPhone).toMatch(/valid Kenyan phone/);
    expect(paymentErrors(ready, EMPTY_CARD, NOW)).toEqual({});
  });

  it('card needs number, expiry and CVC; cash on delivery needs nothing', () => {
    expect(paymentErrors({ ...ready, payment: 'card' }, EMPTY_CARD, NOW).card).toEqual({
      number: 'cardNumberInvalid',
      expiry: 'expiryInvalid',
      cvc: 'cvcInvalid',
    });
    expect(paymentErrors({ ...ready, payment: 'card' }, goodCard, NOW)).toEqual({});
    expect(paymentErrors({ ...ready, payment: 'cod', mpesaPhone: '' }, EMPTY_CARD, NOW)).toEqual({});
  });
});

describe('stepper rules', () => {
  it('nothing to order stops at Cart Review', () => {
    expect(firstIncompleteStep(ready, goodCard, 0, NOW)).toBe(1);
    expect(reachableStep(4, ready, goodCard, 0, NOW)).toBe(1);
  });

  it('a step cannot be shown before the steps before it are complete', () => {
    expect(reachableStep(3, INITIAL_ENTRIES, EMPTY_CARD, 2, NOW)).toBe(2);
    expect(reachableStep(2, INITIAL_ENTRIES, EMPTY_CARD, 2, NOW)).toBe(2);
    expect(reachableStep(4, ready, EMPTY_CARD, 2, NOW)).toBe(4);
  });

  it('a card checkout resumed later goes back to Payment: the card form is never kept', () => {
    expect(reachableStep(4, { ...ready, payment: 'card' }, EMPTY_CARD, 2, NOW)).toBe(3);
    expect(reachableStep(4, { ...ready, payment: 'card' }, goodCard, 2, NOW)).toBe(4);
  });

  it('keeps the wanted step within 1–4', () => {
    expect(reachableStep(0, ready, goodCard, 1, NOW)).toBe(1);
    expect(reachableStep(9, ready, goodCard, 1, NOW)).toBe(4);
  });
});

describe('idempotency key', () => {
  it('is kept while the request is the same and renewed when it changes', () => {
    let n = 0;
    const make = () => `checkout-key-${(n += 1)}`;
    const first = requestKeyFor(null, 'A', make);
    expect(first).toEqual({ key: 'checkout-key-1', fingerprint: 'A' });
    expect(requestKeyFor(first, 'A', make)).toBe(first);
    expect(requestKeyFor(first, 'B', make)).toEqual({ key: 'checkout-key-2', fingerprint: 'B' });
  });
});
