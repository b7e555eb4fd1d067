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

insert into public.orders (id, user_id, date, status, total, tracking_number) values
  ('ORD-2024-001', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-01-15', 'delivered', 12500.00, 'TRK-KE-784512'),
  ('ORD-2024-002', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-02-03', 'shipped', 8450.00, 'TRK-KE-784977'),
  ('ORD-2024-003', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-02-20', 'processing', 3200.00, null),
  ('ORD-2024-004', 'd3a0d3a0-0000-4000-8000-000000000001', '2024-03-01', 'cancelled', 5600.00, null);

insert into public.order_items (order_id, name, image, quantity, price) values
  ('ORD-2024-001', 'Maasai Beaded Necklace', '/images/products/maasai-necklace.jpg', 2, 2500.00),
  ('ORD-2024-001', 'Kikoy Beach Wrap', '/images/products/kikoy-wrap.jpg', 1, 3500.00),
  ('ORD-2024-001', 'Soapstone Elephant Carving', '/images/products/soapstone-elephant.jpg', 1, 4000.00),
  ('ORD-2024-002', 'Kenyan AA Coffee Beans 1kg', '/images/products/kenyan-coffee.jpg', 3, 1950.00),
  ('ORD-2024-002', 'Kiondo Sisal Basket', '/images/products/kiondo-basket.jpg', 1, 2600.00),
  ('ORD-2024-003', 'Kitenge Print Shirt', '/images/products/kitenge-shirt.jpg', 1, 3200.00),
  ('ORD-2024-004', 'Handwoven Leather Sandals', '/images/products/leather-sandals.jpg', 2, 2800.00);
