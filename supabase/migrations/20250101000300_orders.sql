-- Orders and their lines; a user sees only their own.
create table public.orders (
  id text primary key check (id ~ '^[A-Za-z0-9-]{1,40}$'),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  date date not null default current_date,
  status text not null default 'processing' check (status in ('delivered', 'shipped', 'processing', 'cancelled')),
  total numeric(12, 2) not null check (total >= 0),
  currency text not null default 'KES',
  tracking_number text,
  created_at timestamptz not null default now()
);

create index orders_user_id_idx on public.orders (user_id);

create table public.order_items (
  id bigint generated always as identity primary key,
  order_id text not null references public.orders (id) on delete cascade,
  name text not null check (char_length(name) <= 200),
  image text check (char_length(image) <= 500),
  quantity integer not null check (quantity > 0),
  price numeric(12, 2) not null check (price >= 0)
);

create index order_items_order_id_idx on public.order_items (order_id);

alter table public.orders enable row level security;
alter table public.order_items enable row level security;

create policy "Users read their own orders" on public.orders
  for select to authenticated
  using ((select auth.uid()) = user_id);

-- Checkout places new orders for the signed-in user; they start as processing.
create policy "Users place their own orders" on public.orders
  for insert to authenticated
  with check ((select auth.uid()) = user_id and status = 'processing' and tracking_number is null);

create policy "Users read the items of their own orders" on public.order_items
  for select to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));

create policy "Users add items to their own processing orders" on public.order_items
  for insert to authenticated
  with check (exists (
    select 1 from public.orders o
    where o.id = order_id and o.user_id = (select auth.uid()) and o.status = 'processing'
  ));
