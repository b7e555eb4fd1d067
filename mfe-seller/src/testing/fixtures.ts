// Rows as the backend sends them, for the screens' tests.

/** A row of vendor_order_lines() as PostgREST sends it (numerics as strings). */
export function lineRow(id: number, orderId: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    order_id: orderId,
    ordered_at: '2025-03-14T09:30:00Z',
    product_id: 'e1',
    name: 'Wireless Earbuds Pro',
    image: 'products/e1.svg',
    quantity: 2,
    price: '2000.00',
    line_total: '4000.00',
    status: 'pending',
    tracking_number: null,
    carrier: null,
    cancel_reason: null,
    status_changed_at: null,
    order_status: 'processing',
    payment_method: 'mpesa',
    payment_status: 'paid',
    delivery: 'standard',
    customer_name: 'Amina Wanjiru',
    customer_phone: '+254712345678',
    area: 'Westlands',
    street: 'Waiyaki Way',
    notes: 'Call at the gate',
    ...overrides,
  };
}
