-- Demo data for a new local database: one confirmed user and the sample orders.
-- Demo sign-in: demo@district.market / Demo!2345 (bcrypt hash below, cost 10).

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values (
  '00000000-0000-0000-0000-000000000000',
  'd3a0d3a0-0000-4000-8000-000000000001',
  'authenticated', 'authenticated',
  'demo@district.market',
  '$2a$10$MiADQCXwmiVtw6a0dkgrje4G0ZnvqcDIlx6evhIbmTfvdACz1KbQS',
  now(), '', '', '', '',
  '{"provider": "email", "providers": ["email"]}',
  '{"full_name": "Amina Demo"}',
  now(), now()
);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd3a0d3a0-0000-4000-8000-000000000001',
  'd3a0d3a0-0000-4000-8000-000000000001',
  '{"sub": "d3a0d3a0-0000-4000-8000-000000000001", "email": "demo@district.market", "email_verified": true}',
  'email', now(), now(), now()
);

-- Orders from before place_order: picked up (no delivery fee) and untaxed, so each total is its subtotal.
insert into public.orders (id, user_id, date, status, subtotal, delivery_fee, tax, total, tracking_number, delivery, payment_method) values
  ('ORD-2024-001', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-01-15', 'delivered', 12500.00, 0, 0, 12500.00, 'TRK-KE-784512', 'pickup', 'mpesa'),
  ('ORD-2024-002', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-02-03', 'shipped', 8450.00, 0, 0, 8450.00, 'TRK-KE-784977', 'pickup', 'card'),
  ('ORD-2024-003', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-02-20', 'processing', 3200.00, 0, 0, 3200.00, null, 'pickup', 'cod'),
  ('ORD-2024-004', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-03-01', 'cancelled', 5600.00, 0, 0, 5600.00, null, 'pickup', 'mpesa');

-- Lines keep the price paid then; product_id and image point at today's catalogue.
insert into public.order_items (order_id, product_id, name, image, quantity, price) values
  ('ORD-2024-001', 'fp-3', 'Maasai Beaded Necklace', 'products/fp-3.svg', 2, 2500.00),
  ('ORD-2024-001', 's2', 'Kikoy Beach Wrap', 'products/s2.svg', 1, 3500.00),
  ('ORD-2024-001', 'h2', 'Soapstone Elephant Carving', 'products/h2.svg', 1, 4000.00),
  ('ORD-2024-002', 'fp-7', 'Kenyan AA Coffee Beans 1kg', 'products/fp-7.svg', 3, 1950.00),
  ('ORD-2024-002', 'h1', 'Kiondo Sisal Basket', 'products/h1.svg', 1, 2600.00),
  ('ORD-2024-003', 's1', 'Kitenge Print Shirt', 'products/s1.svg', 1, 3200.00),
  ('ORD-2024-004', 'f2', 'Handwoven Leather Sandals', 'products/f2.svg', 2, 2800.00);

-- Seller center: a member of Nairobi Tech Hub and an operator (confirmed, bcrypt cost 10).
-- Vendor sign-in: vendor@district.market / Vendor!2345; operator: operator@district.market / Operator!2345.
-- Their app_metadata.roles is written by the membership triggers below.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values
  ('00000000-0000-0000-0000-000000000000', 'd3a0d3a0-0000-4000-8000-000000000002', 'authenticated', 'authenticated',
   'vendor@district.market', '$2b$10$wHK2EM/t/nvoRi.02fAD6ON.dxrtZZkgTt6s6AwWKK/8.OX0X9OFO',
   now(), '', '', '', '', '{"provider": "email", "providers": ["email"]}', '{"full_name": "Brian Otieno"}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', 'd3a0d3a0-0000-4000-8000-000000000003', 'authenticated', 'authenticated',
   'operator@district.market', '$2b$10$b7P62D.9v4Vj/tEaimO7z.PHPWv3mi1w9c8Uga2GsdhTPUHm82s26',
   now(), '', '', '', '', '{"provider": "email", "providers": ["email"]}', '{"full_name": "Faith Wanjiku"}', now(), now());

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true), 'email', now(), now(), now()
  from auth.users u where u.email in ('vendor@district.market', 'operator@district.market');

insert into public.vendor_members (user_id, vendor_id) values ('d3a0d3a0-0000-4000-8000-000000000002', 'nairobi-tech-hub');
insert into public.operators (user_id) values ('d3a0d3a0-0000-4000-8000-000000000003');

-- The sample orders' lines walked through the vendors' workflow to where their orders are.
update public.order_items set status = 'accepted' where order_id in ('ORD-2024-001', 'ORD-2024-002');
update public.order_items set status = 'ready' where order_id in ('ORD-2024-001', 'ORD-2024-002');
update public.order_items i set status = 'shipped', tracking_number = o.tracking_number, carrier = 'G4S Courier'
  from public.orders o where o.id = i.order_id and o.id in ('ORD-2024-001', 'ORD-2024-002');
update public.order_items set status = 'delivered' where order_id = 'ORD-2024-001';
update public.order_items set status = 'cancelled', cancel_reason = 'Cancelled at the customer''s request'
 where order_id = 'ORD-2024-004';
