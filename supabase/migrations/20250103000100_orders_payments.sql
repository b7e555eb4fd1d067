-- Orders are placed and priced on the server (place_order) and paid through payments rows that
-- only the payment functions write. Clients read their own orders, lines and payments; nothing else.
-- Refusals are raised with an SQLSTATE (PostgREST maps it to the HTTP status), an English message,
-- `details` naming the product or field, and `hint` holding a stable key the apps translate.

-- Settings ------------------------------------------------------------------------------------

-- One row: the money rules place_order applies.
create table public.shop_settings (
  id boolean primary key default true check (id),
  free_delivery_threshold numeric(12, 2) not null default 10000 check (free_delivery_threshold >= 0),
  delivery_fee numeric(12, 2) not null default 300 check (delivery_fee >= 0),
  tax_rate numeric(5, 4) not null default 0.08 check (tax_rate >= 0 and tax_rate < 1)
);

insert into public.shop_settings default values;

-- Status workflow -----------------------------------------------------------------------------

create table public.order_status_transitions (
  from_status text not null,
  to_status text not null,
  primary key (from_status, to_status)
);

insert into public.order_status_transitions (from_status, to_status) values
  ('pending_payment', 'processing'),
  ('pending_payment', 'payment_failed'),
  ('pending_payment', 'cancelled'),
  ('payment_failed', 'pending_payment'),
  ('payment_failed', 'processing'),
  ('payment_failed', 'cancelled'),
  ('processing', 'shipped'),
  ('processing', 'cancelled'),
  ('shipped', 'delivered');

-- Orders and lines ----------------------------------------------------------------------------

alter table public.orders drop constraint orders_status_check;

-- Money columns are null only on rows from before place_order; when present they add up to total.
alter table public.orders
  add constraint orders_status_check
    check (status in ('delivered', 'shipped', 'processing', 'cancelled', 'pending_payment', 'payment_failed')),
  add column subtotal numeric(12, 2) check (subtotal >= 0),
  add column delivery_fee numeric(12, 2) check (delivery_fee >= 0),
  add column tax numeric(12, 2) check (tax >= 0),
  add column delivery text check (delivery in ('standard', 'express', 'pickup')),
  add column address jsonb check (jsonb_typeof(address) = 'object' and pg_column_size(address) <= 4096),
  add column payment_method text check (payment_method in ('mpesa', 'card', 'cod')),
  add column idempotency_key text check (char_length(idempotency_key) between 8 and 100),
  add constraint orders_total_adds_up
    check (subtotal is null or delivery_fee is null or tax is null or total = subtotal + delivery_fee + tax);

-- A retried request finds its order here instead of placing a second one.
create unique index orders_user_idempotency_key_idx on public.orders (user_id, idempotency_key)
  where idempotency_key is not null;

create sequence public.order_number_seq;

alter table public.order_items
  add column product_id text references public.products (id) on delete set null;

create index order_items_product_id_idx on public.order_items (product_id);

-- Orders change only through place_order and the payment functions (or service_role).
drop policy "Users place their own orders" on public.orders;
drop policy "Users add items to their own processing orders" on public.order_items;
revoke insert, update, delete, truncate on public.orders, public.order_items from anon, authenticated;
revoke usage, select, update on sequence public.order_number_seq from anon, authenticated;

create function public.check_order_status_transition() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.order_status_transitions t where t.from_status = old.status and t.to_status = new.status
  ) then
    raise exception 'An order cannot go from % to %', old.status, new.status
      using errcode = '23514', detail = old.id, hint = 'order.statusTransition';
  end if;
  return new;
end;
$$;

create trigger orders_status_transition
  before update of status on public.orders
  for each row when (old.status is distinct from new.status)
  execute function public.check_order_status_transition();

-- Payments ------------------------------------------------------------------------------------

create table public.payments (
  id bigint generated always as identity primary key,
  order_id text not null references public.orders (id) on delete cascade,
  method text not null check (method in ('mpesa', 'card')),
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'cancelled')),
  result_code integer,
  result_desc text check (char_length(result_desc) <= 500),
  checkout_request_id text unique check (char_length(checkout_request_id) <= 100),
  merchant_request_id text check (char_length(merchant_request_id) <= 100),
  mpesa_receipt text check (char_length(mpesa_receipt) <= 40),
  -- Masked (+2547******78): the full number is not kept.
  phone text check (char_length(phone) <= 20),
  card_brand text check (char_length(card_brand) <= 20),
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  amount numeric(12, 2) not null check (amount >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index payments_order_id_idx on public.payments (order_id, created_at desc);

-- Row-level security --------------------------------------------------------------------------

alter table public.shop_settings enable row level security;
alter table public.order_status_transitions enable row level security;
alter table public.payments enable row level security;

create policy "Anyone reads the shop settings" on public.shop_settings
  for select to anon, authenticated using (true);
create policy "Anyone reads the order workflow" on public.order_status_transitions
  for select to anon, authenticated using (true);
create policy "Users read the payments of their own orders" on public.payments
  for select to authenticated
  using (exists (select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));

revoke insert, update, delete, truncate on public.shop_settings, public.order_status_transitions, public.payments
  from anon, authenticated;
grant select on public.shop_settings, public.order_status_transitions, public.payments to anon, authenticated;

-- Input rules (the same as the apps' forms in @marketplace/contracts) ---------------------------

-- A Kenyan mobile number as +2547XXXXXXXX / +2541XXXXXXXX from 07…, 01…, +254… or 254… with
-- spaces, dashes or dots between digits; null when it is not one.
create function public.normalize_ke_phone(phone text) returns text
  language sql immutable set search_path = ''
as $$
  select '+254' || substring(compact from '^(?:0|\+?254)([17][0-9]{8})$')
  from (select regexp_replace(btrim(phone), '[[:space:].-]', '', 'g') as compact) c
$$;

-- Letters of any script: ASCII letters and everything outside the punctuation, symbol, emoji and
-- private-use blocks (PostgreSQL's [[:alpha:]] depends on the database locale, this does not).
create function public.letter_class() returns text
  language sql immutable set search_path = ''
as $$
  select 'A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u1FFF\u2C00-\u2DFF\u2E80-\u2FFF\u3040-\uD7FF\uF900-\uFDFF\uFE70-\uFEFE'
$$;

-- 22023 (invalid input) unless told; PostgREST answers both codes used here with 400.
create function public.order_refusal(message text, hint text, details text, errcode text default '22023') returns void
  language plpgsql immutable set search_path = ''
as $$
begin
  raise exception '%', message using errcode = errcode, hint = hint, detail = details;
end;
$$;

-- Trimmed text of a JSON field, null when absent or not a string.
create function public.json_text(doc jsonb, field text) returns text
  language sql immutable set search_path = ''
as $$
  select case when jsonb_typeof(doc -> field) = 'string'
    then regexp_replace(doc ->> field, '^[[:space:]]+|[[:space:]]+$', '', 'g') end
$$;

create function public.normalize_order_address(address jsonb) returns jsonb
  language plpgsql immutable set search_path = ''
as $$
declare
  letters constant text := public.letter_class();
  v_name text := public.json_text(address, 'name');
  v_phone text := public.json_text(address, 'phone');
  v_notes text := coalesce(public.json_text(address, 'notes'), '');
  v_line text;
  v_field text;
begin
  if jsonb_typeof(address) is distinct from 'object' then
    perform public.order_refusal('A delivery address is required', 'order.addressRequired', 'address');
  end if;
  if coalesce(v_name, '') = '' then
    perform public.order_refusal('Name is required', 'validation.nameRequired', 'address.name');
  elsif char_length(v_name) > 100 then
    perform public.order_refusal('Name must be less than 100 characters', 'validation.nameTooLong', 'address.name');
  elsif v_name !~ ('^[' || letters || ' ''\u2019-]+$') then
    perform public.order_refusal('Name can only contain letters, spaces, hyphens, and apostrophes',
      'validation.nameInvalidCharacters', 'address.name');
  end if;
  if coalesce(v_phone, '') = '' then
    perform public.order_refusal('Phone number is required', 'validation.phoneRequired', 'address.phone');
  elsif public.normalize_ke_phone(v_phone) is null then
    perform public.order_refusal('Please enter a valid Kenyan phone number, such as 0712 345 678 or +254 712 345 678',
      'validation.phoneInvalid', 'address.phone');
  end if;
  foreach v_field in array array['area', 'street'] loop
    v_line := public.json_text(address, v_field);
    if coalesce(v_line, '') = '' then
      perform public.order_refusal(case v_field when 'area' then 'Area or estate is required' else 'Street or building is required' end,
        'validation.' || v_field || 'Required', 'address.' || v_field);
    elsif char_length(v_line) > 100 then
      perform public.order_refusal('Please keep this under 100 characters', 'validation.addressTooLong', 'address.' || v_field);
    elsif v_line !~ ('^[' || letters || '0-9 ,.''\u2019#/()&-]+$') then
      perform public.order_refusal('Please use letters, numbers and simple punctuation only',
        'validation.addressInvalidCharacters', 'address.' || v_field);
    end if;
  end loop;
  if char_length(v_notes) > 300 then
    perform public.order_refusal('Notes must be less than 300 characters', 'validation.notesTooLong', 'address.notes');
  elsif replace(v_notes, E'\n', '') ~ '[<>`\u0001-\u001F\u007F]' then
    perform public.order_refusal('Please use letters, numbers and simple punctuation only',
      'validation.addressInvalidCharacters', 'address.notes');
  end if;
  return jsonb_build_object(
    'name', v_name,
    'phone', public.normalize_ke_phone(v_phone),
    'area', public.json_text(address, 'area'),
    'street', public.json_text(address, 'street'),
    'notes', v_notes
  );
end;
$$;

-- What place_order returns, and what a retried request gets back.
create function public.order_json(order_id text) returns json
  language sql stable set search_path = ''
as $$
  select json_build_object(
    'id', o.id, 'status', o.status, 'subtotal', o.subtotal, 'delivery_fee', o.delivery_fee, 'tax', o.tax,
    'total', o.total, 'currency', o.currency, 'delivery', o.delivery, 'address', o.address,
    'payment_method', o.payment_method, 'created_at', o.created_at,
    'items', coalesce((
      select json_agg(json_build_object(
        'product_id', i.product_id, 'name', i.name, 'image', i.image, 'quantity', i.quantity,
        'price', i.price, 'line_total', i.price * i.quantity) order by i.id)
      from public.order_items i where i.order_id = o.id), '[]'::json))
  from public.orders o
  where o.id = order_json.order_id
$$;

-- Placing an order ----------------------------------------------------------------------------

create function public.place_order(
  lines jsonb,
  delivery text,
  address jsonb,
  payment_method text,
  idempotency_key text
) returns json
  language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_user uuid := auth.uid();
  v_key text := place_order.idempotency_key;
  v_delivery text := place_order.delivery;
  v_method text := place_order.payment_method;
  v_address jsonb;
  v_settings public.shop_settings%rowtype;
  v_existing text;
  v_line jsonb;
  v_product_id text;
  v_quantity numeric;
  v_ids text[] := '{}';
  v_quantities integer[] := '{}';
  v_wanted record;
  v_stock integer;
  v_subtotal numeric(12, 2);
  v_fee numeric(12, 2);
  v_tax numeric(12, 2);
  v_number bigint;
  v_order_id text;
begin
  if v_user is null then
    raise exception 'Sign in to place an order' using errcode = '42501', hint = 'order.signInRequired';
  end if;
  if v_key is null or v_key !~ '^[A-Za-z0-9_.:-]{8,100}$' then
    perform public.order_refusal('A request key of 8 to 100 letters, digits or -_.: is required',
      'order.invalidIdempotencyKey', 'idempotency_key');
  end if;

  -- Identical concurrent requests queue here; the second then finds the first one's order.
  perform pg_advisory_xact_lock(hashtextextended(v_user::text || '/' || v_key, 0));
  select o.id into v_existing from public.orders o where o.user_id = v_user and o.idempotency_key = v_key;
  if found then
    return public.order_json(v_existing);
  end if;

  if jsonb_typeof(lines) is distinct from 'array' or jsonb_array_length(lines) = 0 then
    perform public.order_refusal('Your cart is empty', 'order.cartEmpty', 'lines');
  end if;
  if jsonb_array_length(lines) > 50 then
    perform public.order_refusal('An order can have at most 50 lines', 'order.tooManyLines', 'lines');
  end if;
  for v_line in select value from jsonb_array_elements(lines) loop
    v_product_id := left(case when jsonb_typeof(v_line -> 'product_id') = 'string' then v_line ->> 'product_id' end, 40);
    if v_product_id is null or v_product_id !~ '^[a-z0-9-]{1,40}$' then
      perform public.order_refusal('Product not found: ' || coalesce(v_product_id, ''), 'order.productNotFound',
        coalesce(v_product_id, ''), 'P0001');
    end if;
    v_quantity := case when jsonb_typeof(v_line -> 'quantity') = 'number' then (v_line ->> 'quantity')::numeric end;
    if v_quantity is null or v_quantity <> trunc(v_quantity) or v_quantity not between 1 and 99 then
      perform public.order_refusal('Quantity must be a whole number from 1 to 99: ' || v_product_id,
        'order.invalidQuantity', v_product_id);
    end if;
    v_ids := v_ids || v_product_id;
    v_quantities := v_quantities || v_quantity::integer;
  end loop;

  if v_delivery is null or v_delivery not in ('standard', 'express', 'pickup') then
    perform public.order_refusal('Choose standard, express or pick-up delivery', 'order.invalidDelivery', 'delivery');
  end if;
  if v_method is null or v_method not in ('mpesa', 'card', 'cod') then
    perform public.order_refusal('Choose M-Pesa, card or cash on delivery', 'order.invalidPaymentMethod', 'payment_method');
  end if;
  -- Pick-up needs no address; one given anyway is still checked and kept (its phone reaches the shopper).
  if v_delivery <> 'pickup' or jsonb_typeof(address) = 'object' then
    v_address := public.normalize_order_address(address);
  end if;

  -- Unknown products first, then stock, in product order so that concurrent orders lock rows alike.
  select l.product_id into v_product_id
    from unnest(v_ids) l (product_id) left join public.products p on p.id = l.product_id
   where p.id is null order by l.product_id limit 1;
  if found then
    perform public.order_refusal('Product not found: ' || v_product_id, 'order.productNotFound', v_product_id, 'P0001');
  end if;
  for v_wanted in
    select l.product_id, sum(l.quantity)::integer as quantity
      from unnest(v_ids, v_quantities) l (product_id, quantity)
     group by l.product_id order by l.product_id
  loop
    -- The row lock makes a concurrent order wait, then re-check the stock the first one left.
    update public.products p set stock = p.stock - v_wanted.quantity
     where p.id = v_wanted.product_id and p.stock >= v_wanted.quantity;
    if not found then
      select p.stock into v_stock from public.products p where p.id = v_wanted.product_id;
      perform public.order_refusal(format('Only %s left in stock: %s', v_stock, v_wanted.product_id),
        'order.outOfStock', v_wanted.product_id, 'P0001');
    end if;
  end loop;

  select sum(p.price * l.quantity) into v_subtotal
    from unnest(v_ids, v_quantities) l (product_id, quantity) join public.products p on p.id = l.product_id;
  select * into v_settings from public.shop_settings;
  v_fee := case when v_delivery = 'pickup' or v_subtotal > v_settings.free_delivery_threshold then 0
                else v_settings.delivery_fee end;
  v_tax := round(v_subtotal * v_settings.tax_rate, 2);

  v_number := nextval('public.order_number_seq');
  v_order_id := 'ORD-' || to_char(current_date, 'YYYY') || '-' || lpad(v_number::text, greatest(6, length(v_number::text)), '0');
  insert into public.orders (id, user_id, status, subtotal, delivery_fee, tax, total, delivery, address, payment_method, idempotency_key)
  values (v_order_id, v_user, case when v_method = 'cod' then 'processing' else 'pending_payment' end,
          v_subtotal, v_fee, v_tax, v_subtotal + v_fee + v_tax, v_delivery, v_address, v_method, v_key);
  insert into public.order_items (order_id, product_id, name, image, quantity, price)
  select v_order_id, p.id, p.name, p.image, l.quantity, p.price
    from unnest(v_ids, v_quantities) with ordinality l (product_id, quantity, n) join public.products p on p.id = l.product_id
   order by l.n;
  return public.order_json(v_order_id);
end;
$$;

-- Payments ------------------------------------------------------------------------------------

-- The order a payment may be started for: the caller's, awaiting payment, none in flight. Locks it.
create function public.payable_order(user_id uuid, order_id text) returns public.orders
  language plpgsql set search_path = ''
as $$
declare
  v_order public.orders%rowtype;
begin
  select * into v_order from public.orders o
   where o.id = payable_order.order_id and o.user_id = payable_order.user_id for update;
  if not found then
    perform public.order_refusal('Order not found: ' || coalesce(order_id, ''), 'payment.orderNotFound', coalesce(order_id, ''), 'P0001');
  end if;
  if v_order.status not in ('pending_payment', 'payment_failed') then
    perform public.order_refusal('This order is not awaiting payment', 'payment.notPayable', order_id, 'P0001');
  end if;
  -- A phone prompt lives about a minute; Daraja answers every push with a callback well within two.
  if exists (select 1 from public.payments p where p.order_id = v_order.id and p.status = 'pending'
              and p.created_at > now() - interval '2 minutes') then
    perform public.order_refusal('A payment for this order is already in progress', 'payment.inProgress', order_id, 'P0001');
  end if;
  return v_order;
end;
$$;

-- Records an STK push Daraja accepted (service_role: the mpesa-stk-push function, after checking the
-- caller's JWT). Returns the amount to request, whole shillings as Daraja requires.
create function public.record_mpesa_request(
  user_id uuid, order_id text, phone text, merchant_request_id text, checkout_request_id text
) returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  v_phone text := public.normalize_ke_phone(phone);
  v_order public.orders%rowtype;
  v_amount numeric(12, 2);
  v_payment_id bigint;
begin
  if v_phone is null then
    perform public.order_refusal('Please enter a valid Kenyan phone number, such as 0712 345 678 or +254 712 345 678',
      'validation.phoneInvalid', 'phone');
  end if;
  v_order := public.payable_order(user_id, order_id);
  v_amount := ceil(v_order.total);
  insert into public.payments (order_id, method, amount, phone, merchant_request_id, checkout_request_id)
  values (v_order.id, 'mpesa', v_amount, left(v_phone, 5) || '******' || right(v_phone, 2), merchant_request_id, checkout_request_id)
  returning id into v_payment_id;
  update public.orders o set status = 'pending_payment', payment_method = 'mpesa' where o.id = v_order.id;
  return jsonb_build_object('payment_id', v_payment_id, 'amount', v_amount, 'phone', substr(v_phone, 2));
end;
$$;

-- A Daraja STK callback ({ Body: { stkCallback: … } }). Idempotent: a callback for a payment that is
-- no longer pending changes nothing. service_role only: the callback route checks its secret first.
create function public.apply_mpesa_callback(payload jsonb) returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  v_callback jsonb := payload #> '{Body,stkCallback}';
  v_code integer;
  v_payment public.payments%rowtype;
  v_meta jsonb;
  v_status text;
begin
  if jsonb_typeof(v_callback) is distinct from 'object' or jsonb_typeof(v_callback -> 'ResultCode') is distinct from 'number'
     or jsonb_typeof(v_callback -> 'CheckoutRequestID') is distinct from 'string' then
    perform public.order_refusal('Not an STK callback', 'payment.badCallback', '');
  end if;
  v_code := (v_callback ->> 'ResultCode')::integer;
  select * into v_payment from public.payments p
   where p.checkout_request_id = v_callback ->> 'CheckoutRequestID' and p.method = 'mpesa' for update;
  if not found or v_payment.merchant_request_id is distinct from v_callback ->> 'MerchantRequestID' then
    perform public.order_refusal('Unknown CheckoutRequestID', 'payment.unknownRequest',
      left(v_callback ->> 'CheckoutRequestID', 100), 'P0001');
  end if;
  if v_payment.status <> 'pending' then
    return jsonb_build_object('applied', false, 'status', v_payment.status);
  end if;

  if v_code = 0 then
    select jsonb_object_agg(item ->> 'Name', item -> 'Value') into v_meta
      from jsonb_array_elements(coalesce(v_callback #> '{CallbackMetadata,Item}', '[]'::jsonb)) item;
    if v_meta ->> 'MpesaReceiptNumber' is null or jsonb_typeof(v_meta -> 'Amount') is distinct from 'number'
       or (v_meta ->> 'Amount')::numeric <> v_payment.amount then
      perform public.order_refusal('The callback does not match the payment requested', 'payment.badCallback',
        v_payment.checkout_request_id);
    end if;
    v_status := 'paid';
  else
    v_status := case when v_code = 1032 then 'cancelled' else 'failed' end;
  end if;
  update public.payments p
     set status = v_status, result_code = v_code, result_desc = left(v_callback ->> 'ResultDesc', 500),
         mpesa_receipt = left(v_meta ->> 'MpesaReceiptNumber', 40), updated_at = now()
   where p.id = v_payment.id;
  -- The order moves only while it waits for this payment (a card may have paid it meanwhile).
  update public.orders o set status = case when v_status = 'paid' then 'processing' else 'payment_failed' end
   where o.id = v_payment.order_id and o.status = 'pending_payment';
  return jsonb_build_object('applied', true, 'status', v_status);
end;
$$;

-- A card processor's answer for the caller's order (service_role: the card-payment function).
-- Only the brand and last four digits are kept.
create function public.apply_card_result(user_id uuid, order_id text, brand text, last4 text, outcome text) returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  v_order public.orders%rowtype;
begin
  if brand is null or brand !~ '^[A-Za-z ]{1,20}$' then
    perform public.order_refusal('Card brand is missing', 'payment.invalidCard', 'brand');
  end if;
  if last4 is null or last4 !~ '^[0-9]{4}$' then
    perform public.order_refusal('The last four card digits are missing', 'payment.invalidCard', 'last4');
  end if;
  if outcome is null or outcome not in ('approved', 'declined', 'retry') then
    perform public.order_refusal('Unknown card outcome', 'payment.invalidCard', 'outcome');
  end if;
  v_order := public.payable_order(user_id, order_id);
  insert into public.payments (order_id, method, status, result_desc, card_brand, card_last4, amount)
  values (v_order.id, 'card', case outcome when 'approved' then 'paid' else 'failed' end,
          case outcome when 'approved' then 'Approved' when 'declined' then 'Declined' else 'Try again' end,
          lower(brand), last4, v_order.total);
  -- A retry leaves the order as it was; the shopper submits the card again.
  update public.orders o
     set payment_method = 'card',
         status = case outcome when 'approved' then 'processing' when 'declined' then 'payment_failed' else o.status end
   where o.id = v_order.id;
  return jsonb_build_object('status', outcome);
end;
$$;

-- Who may call what ---------------------------------------------------------------------------

revoke execute on function
  public.check_order_status_transition(), public.normalize_ke_phone(text), public.letter_class(),
  public.order_refusal(text, text, text, text), public.json_text(jsonb, text), public.normalize_order_address(jsonb),
  public.order_json(text), public.payable_order(uuid, text),
  public.record_mpesa_request(uuid, text, text, text, text), public.apply_mpesa_callback(jsonb),
  public.apply_card_result(uuid, text, text, text, text), public.place_order(jsonb, text, jsonb, text, text)
  from public, anon, authenticated;
grant execute on function public.place_order(jsonb, text, jsonb, text, text) to authenticated;
grant execute on function public.record_mpesa_request(uuid, text, text, text, text), public.apply_mpesa_callback(jsonb),
  public.apply_card_result(uuid, text, text, text, text) to service_role;
