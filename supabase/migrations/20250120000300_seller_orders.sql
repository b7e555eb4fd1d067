-- Fulfilment by vendors: each order line belongs to the vendor of its product and moves
-- pending → accepted → ready → shipped → delivered, or is cancelled before it ships, through RPCs
-- that check membership. The shopper's order status follows from its lines; a cancelled line of a
-- paid order leaves a refunds row. Line moves are rows of order_status_transitions (scope 'line'),
-- enforced by a trigger for every role, so nothing ever moves backwards.

-- Workflow --------------------------------------------------------------------------------------

alter table public.order_status_transitions
  add column scope text not null default 'order' check (scope in ('order', 'line')),
  drop constraint order_status_transitions_pkey,
  add primary key (scope, from_status, to_status);

insert into public.order_status_transitions (scope, from_status, to_status) values
  -- An order whose last open line is cancelled after the others were delivered.
  ('order', 'processing', 'delivered'),
  ('line', 'pending', 'accepted'),
  ('line', 'pending', 'cancelled'),
  ('line', 'accepted', 'ready'),
  ('line', 'accepted', 'cancelled'),
  ('line', 'ready', 'shipped'),
  ('line', 'ready', 'cancelled'),
  ('line', 'shipped', 'delivered');

create or replace function public.check_order_status_transition() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.order_status_transitions t
     where t.scope = 'order' and t.from_status = old.status and t.to_status = new.status
  ) then
    raise exception 'An order cannot go from % to %', old.status, new.status
      using errcode = '23514', detail = old.id, hint = 'order.statusTransition';
  end if;
  return new;
end;
$$;

-- Lines -----------------------------------------------------------------------------------------

alter table public.order_items
  add column vendor_id text references public.vendors (id),
  add column status text not null default 'pending'
    check (status in ('pending', 'accepted', 'ready', 'shipped', 'delivered', 'cancelled')),
  add column tracking_number text check (char_length(tracking_number) <= 60),
  add column carrier text check (char_length(carrier) <= 60),
  add column cancel_reason text check (char_length(cancel_reason) <= 500),
  add column status_changed_at timestamptz not null default now();

create index order_items_vendor_status_idx on public.order_items (vendor_id, status);

-- Lines placed before this migration: their product's vendor, their order's stage.
update public.order_items i set vendor_id = p.vendor_id from public.products p where p.id = i.product_id;
update public.order_items i
   set status = case o.status when 'delivered' then 'delivered' when 'shipped' then 'shipped'
                              when 'cancelled' then 'cancelled' else 'pending' end,
       tracking_number = case when o.status in ('shipped', 'delivered') then o.tracking_number end
  from public.orders o where o.id = i.order_id;

-- A new line takes its product's vendor; a product that is not published cannot be ordered
-- (place_order, security definer, would otherwise sell a draft whose id leaked).
create function public.order_items_set_vendor() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  v_product public.products%rowtype;
begin
  if new.product_id is not null then
    select * into v_product from public.products p where p.id = new.product_id;
    if v_product.status is distinct from 'published' then
      raise exception 'Product not found: %', new.product_id
        using errcode = 'P0001', hint = 'order.productNotFound', detail = new.product_id;
    end if;
    new.vendor_id := v_product.vendor_id;
  end if;
  return new;
end;
$$;

create trigger order_items_set_vendor
  before insert on public.order_items
  for each row execute function public.order_items_set_vendor();

create function public.check_order_line_transition() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.order_status_transitions t
     where t.scope = 'line' and t.from_status = old.status and t.to_status = new.status
  ) then
    raise exception 'An order line cannot go from % to %', old.status, new.status
      using errcode = '23514', detail = old.id::text, hint = 'order.lineStatusTransition';
  end if;
  if new.status = 'shipped' and coalesce(btrim(new.tracking_number), '') = '' then
    raise exception 'A tracking number is required to ship'
      using errcode = '22023', detail = 'tracking_number', hint = 'seller.trackingNumberRequired';
  end if;
  if new.status = 'cancelled' and coalesce(btrim(new.cancel_reason), '') = '' then
    raise exception 'A reason is required to cancel'
      using errcode = '22023', detail = 'reason', hint = 'seller.cancelReasonRequired';
  end if;
  new.status_changed_at := now();
  return new;
end;
$$;

create trigger order_items_status_transition
  before update of status on public.order_items
  for each row when (old.status is distinct from new.status)
  execute function public.check_order_line_transition();

-- The shopper's order follows its lines: all cancelled → cancelled; otherwise the least advanced
-- open line (pending, accepted, ready → processing; shipped; delivered). It moves only along the
-- order workflow, so an order awaiting payment or already finished keeps its status; its tracking
-- number lists the lines' numbers.
create function public.derive_order_status() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  v_order public.orders%rowtype;
  v_status text;
  v_tracking text;
begin
  select * into v_order from public.orders o where o.id = new.order_id for update;
  select case
           when bool_and(i.status = 'cancelled') then 'cancelled'
           else (array['processing', 'shipped', 'delivered'])[min(case i.status when 'shipped' then 2 when 'delivered' then 3
                   when 'cancelled' then null else 1 end)]
         end,
         string_agg(distinct i.tracking_number, ', ' order by i.tracking_number)
    into v_status, v_tracking
    from public.order_items i where i.order_id = new.order_id;
  if v_status is distinct from v_order.status and exists (
    select 1 from public.order_status_transitions t
     where t.scope = 'order' and t.from_status = v_order.status and t.to_status = v_status
  ) then
    update public.orders o set status = v_status where o.id = v_order.id;
  end if;
  if v_tracking is not null and v_tracking is distinct from v_order.tracking_number then
    update public.orders o set tracking_number = v_tracking where o.id = v_order.id;
  end if;
  return null;
end;
$$;

create trigger order_items_derive_order_status
  after update of status, tracking_number on public.order_items
  for each row execute function public.derive_order_status();

create policy "Members read their vendor's order lines" on public.order_items
  for select to authenticated
  using (vendor_id = (select public.current_vendor_id()));

-- Refunds and payouts ---------------------------------------------------------------------------

-- One per cancelled line of a paid order: the line's goods value, to be paid back by the operator.
create table public.refunds (
  id bigint generated always as identity primary key,
  order_id text not null references public.orders (id) on delete cascade,
  order_item_id bigint not null unique references public.order_items (id) on delete cascade,
  vendor_id text references public.vendors (id),
  amount numeric(12, 2) not null check (amount >= 0),
  currency text not null default 'KES',
  reason text not null check (char_length(reason) between 1 and 500),
  status text not null default 'pending' check (status in ('pending', 'refunded')),
  created_at timestamptz not null default now()
);

create index refunds_order_id_idx on public.refunds (order_id);
create index refunds_vendor_id_idx on public.refunds (vendor_id);

-- What the marketplace pays a vendor; written by service_role (the operator's payout run).
create table public.vendor_payouts (
  id bigint generated always as identity primary key,
  vendor_id text not null references public.vendors (id),
  amount numeric(12, 2) not null check (amount >= 0),
  currency text not null default 'KES',
  period_start date not null,
  period_end date not null check (period_end >= period_start),
  status text not null default 'scheduled' check (status in ('scheduled', 'paid')),
  reference text check (char_length(reference) <= 100),
  paid_at timestamptz,
  created_at timestamptz not null default now()
);

create index vendor_payouts_vendor_id_idx on public.vendor_payouts (vendor_id, period_end desc);

alter table public.refunds enable row level security;
alter table public.vendor_payouts enable row level security;

create policy "Shoppers read the refunds of their orders" on public.refunds
  for select to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "Members read their vendor's refunds" on public.refunds
  for select to authenticated
  using (vendor_id = (select public.current_vendor_id()));
create policy "Operators read all refunds" on public.refunds
  for select to authenticated
  using ((select public.is_operator()));
create policy "Members read their vendor's payouts" on public.vendor_payouts
  for select to authenticated
  using (vendor_id = (select public.current_vendor_id()));
create policy "Operators read all payouts" on public.vendor_payouts
  for select to authenticated
  using ((select public.is_operator()));

revoke all on public.refunds, public.vendor_payouts from anon, authenticated;
grant select on public.refunds, public.vendor_payouts to authenticated;
grant all on public.refunds, public.vendor_payouts to service_role;

-- What vendors read -----------------------------------------------------------------------------

-- paid (a payment went through), cash_on_delivery, failed or pending.
create function public.order_payment_status(order_id text) returns text
  language sql stable set search_path = ''
as $$
  select case
           when exists (select 1 from public.payments p where p.order_id = o.id and p.status = 'paid') then 'paid'
           when o.payment_method = 'cod' then 'cash_on_delivery'
           when o.status = 'payment_failed' then 'failed'
           else 'pending'
         end
    from public.orders o where o.id = order_payment_status.order_id
$$;

-- The caller's vendor's lines with what fulfilling them needs; filter, order and page them as a
-- table: rpc('vendor_order_lines').in('status', ['pending', 'accepted']).order('ordered_at').
create function public.vendor_order_lines()
  returns table (
    id bigint,
    order_id text,
    ordered_at timestamptz,
    product_id text,
    name text,
    image text,
    quantity integer,
    price numeric,
    line_total numeric,
    status text,
    tracking_number text,
    carrier text,
    cancel_reason text,
    status_changed_at timestamptz,
    order_status text,
    payment_method text,
    payment_status text,
    delivery text,
    customer_name text,
    customer_phone text,
    area text,
    street text,
    notes text
  )
  language sql stable security definer set search_path = ''
as $$
  select i.id, i.order_id, o.created_at, i.product_id, i.name, i.image, i.quantity, i.price, i.price * i.quantity,
         i.status, i.tracking_number, i.carrier, i.cancel_reason, i.status_changed_at,
         o.status, o.payment_method, public.order_payment_status(o.id), o.delivery,
         coalesce(o.address ->> 'name', pr.full_name), o.address ->> 'phone',
         o.address ->> 'area', o.address ->> 'street', o.address ->> 'notes'
    from public.order_items i
    join public.orders o on o.id = i.order_id
    left join public.profiles pr on pr.id = o.user_id
   where i.vendor_id = (select public.current_vendor_id())
$$;

-- The seller center's figures in one answer. Days and weeks are Nairobi's (UTC+3, no DST); a
-- line earns once it is not cancelled and paid for (a payment went through, or cash on delivery
-- was collected at delivery).
create function public.vendor_dashboard() returns json
  language plpgsql stable security definer set search_path = ''
as $$
declare
  v_vendor text := public.current_vendor_id();
  v_now timestamp := now() at time zone 'Africa/Nairobi';
  v_result json;
begin
  if v_vendor is null then
    raise exception 'Only a vendor''s members can see its dashboard' using errcode = '42501', hint = 'seller.notMember';
  end if;
  with lines as (
    select i.*, (o.created_at at time zone 'Africa/Nairobi') as ordered_at, o.status as order_status,
           public.order_payment_status(o.id) as payment_status
      from public.order_items i join public.orders o on o.id = i.order_id
     where i.vendor_id = v_vendor
  ), earned as (
    select l.ordered_at, l.price * l.quantity as amount from lines l
     where l.status <> 'cancelled'
       and (l.payment_status = 'paid' or (l.payment_status = 'cash_on_delivery' and l.status = 'delivered'))
  )
  select json_build_object(
    'vendor_id', v_vendor,
    'currency', 'KES',
    'orders_to_fulfil', (select count(distinct l.order_id) from lines l
                          where l.status in ('pending', 'accepted', 'ready') and l.order_status = 'processing'),
    'orders_today', (select count(distinct l.order_id) from lines l where l.ordered_at >= date_trunc('day', v_now)),
    'revenue_week', (select coalesce(sum(e.amount), 0) from earned e where e.ordered_at >= date_trunc('week', v_now)),
    'revenue_month', (select coalesce(sum(e.amount), 0) from earned e where e.ordered_at >= date_trunc('month', v_now)),
    'low_stock_threshold', 5,
    'low_stock', coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'stock', p.stock, 'status', p.status)
                                           order by p.stock, p.name)
                             from public.products p where p.vendor_id = v_vendor and p.stock <= 5), '[]'::json)
  ) into v_result;
  return v_result;
end;
$$;

-- Vendor moves ----------------------------------------------------------------------------------

-- The caller's vendor's line, locked; refusals for non-members and for anybody else's line.
create function public.vendor_order_line(line_id bigint) returns public.order_items
  language plpgsql set search_path = ''
as $$
declare
  v_vendor text := public.current_vendor_id();
  v_line public.order_items%rowtype;
begin
  if v_vendor is null then
    raise exception 'Only a vendor''s members can fulfil its orders' using errcode = '42501', hint = 'seller.notMember';
  end if;
  select * into v_line from public.order_items i where i.id = line_id and i.vendor_id = v_vendor for update;
  if not found then
    raise exception 'Order line not found: %', coalesce(line_id::text, '')
      using errcode = 'P0001', hint = 'seller.lineNotFound', detail = coalesce(line_id::text, '');
  end if;
  return v_line;
end;
$$;

-- What each move returns: the line as vendor_order_lines() shows it.
create function public.vendor_order_line_json(line_id bigint) returns json
  language sql stable set search_path = ''
as $$
  select row_to_json(l) from public.vendor_order_lines() l where l.id = line_id
$$;

-- A move without anything else to record.
create function public.move_order_line(line_id bigint, to_status text) returns json
  language plpgsql set search_path = ''
as $$
declare
  v_line public.order_items%rowtype := public.vendor_order_line(line_id);
begin
  if to_status = 'accepted'
     and (select o.status from public.orders o where o.id = v_line.order_id) in ('pending_payment', 'payment_failed') then
    raise exception 'This order is not paid yet' using errcode = 'P0001', hint = 'seller.orderNotPaid', detail = v_line.order_id;
  end if;
  update public.order_items i set status = to_status where i.id = v_line.id;
  return public.vendor_order_line_json(v_line.id);
end;
$$;

create function public.accept_order_line(line_id bigint) returns json
  language sql security definer set search_path = ''
as $$ select public.move_order_line(line_id, 'accepted') $$;

create function public.mark_order_line_ready(line_id bigint) returns json
  language sql security definer set search_path = ''
as $$ select public.move_order_line(line_id, 'ready') $$;

create function public.mark_order_line_delivered(line_id bigint) returns json
  language sql security definer set search_path = ''
as $$ select public.move_order_line(line_id, 'delivered') $$;

create function public.ship_order_line(line_id bigint, tracking_number text, carrier text default null) returns json
  language plpgsql security definer set search_path = ''
as $$
declare
  v_line public.order_items%rowtype := public.vendor_order_line(line_id);
begin
  if char_length(btrim(tracking_number)) > 60 or btrim(tracking_number) !~ '^[A-Za-z0-9 ./-]*$' then
    raise exception 'A tracking number has at most 60 letters, digits, spaces, dots, slashes or hyphens'
      using errcode = '22023', hint = 'seller.trackingNumberInvalid', detail = 'tracking_number';
  end if;
  if char_length(btrim(carrier)) > 60 then
    raise exception 'The carrier''s name has at most 60 characters' using errcode = '22023', hint = 'seller.carrierTooLong', detail = 'carrier';
  end if;
  update public.order_items i
     set status = 'shipped', tracking_number = nullif(btrim(ship_order_line.tracking_number), ''),
         carrier = nullif(btrim(ship_order_line.carrier), '')
   where i.id = v_line.id;
  return public.vendor_order_line_json(v_line.id);
end;
$$;

-- Cancelling puts the quantity back in stock and, when the order was paid, records a refund.
create function public.cancel_order_line(line_id bigint, reason text) returns json
  language plpgsql security definer set search_path = ''
as $$
declare
  v_line public.order_items%rowtype := public.vendor_order_line(line_id);
begin
  if char_length(btrim(reason)) > 500 then
    raise exception 'The reason has at most 500 characters' using errcode = '22023', hint = 'seller.cancelReasonTooLong', detail = 'reason';
  end if;
  update public.order_items i set status = 'cancelled', cancel_reason = nullif(btrim(cancel_order_line.reason), '')
   where i.id = v_line.id;
  update public.products p set stock = p.stock + v_line.quantity where p.id = v_line.product_id;
  if public.order_payment_status(v_line.order_id) = 'paid' then
    insert into public.refunds (order_id, order_item_id, vendor_id, amount, reason)
    values (v_line.order_id, v_line.id, v_line.vendor_id, v_line.price * v_line.quantity, btrim(reason));
  end if;
  return public.vendor_order_line_json(v_line.id);
end;
$$;

-- Live updates: the seller center listens to its lines (rows reach a client only through RLS).
-- The publication is Supabase's; where it does not exist (a local backend without Realtime)
-- there is nothing to publish to.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables
                      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'order_items') then
    alter publication supabase_realtime add table public.order_items;
  end if;
end
$$;

-- Who may call what ---------------------------------------------------------------------------

revoke execute on function
  public.order_items_set_vendor(), public.check_order_line_transition(), public.derive_order_status(),
  public.order_payment_status(text), public.vendor_order_line(bigint), public.vendor_order_line_json(bigint),
  public.move_order_line(bigint, text),
  public.vendor_order_lines(), public.vendor_dashboard(), public.accept_order_line(bigint),
  public.mark_order_line_ready(bigint), public.ship_order_line(bigint, text, text),
  public.mark_order_line_delivered(bigint), public.cancel_order_line(bigint, text)
  from public, anon, authenticated;
grant execute on function
  public.vendor_order_lines(), public.vendor_dashboard(), public.accept_order_line(bigint),
  public.mark_order_line_ready(bigint), public.ship_order_line(bigint, text, text),
  public.mark_order_line_delivered(bigint), public.cancel_order_line(bigint, text)
  to authenticated, service_role;
