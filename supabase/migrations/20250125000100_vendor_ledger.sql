-- Vendors get paid (issue 45): the marketplace's commission, fixed on each order line when it is
-- paid; an append-only ledger of every money movement for a vendor (sale, commission, refund,
-- payout, adjustment); when money becomes payable (a returns window after delivery); and payouts
-- by M-Pesa B2C that an operator starts and Safaricom's result settles. Amounts are numeric, never
-- float. Nobody writes the ledger directly: security definer functions and triggers on payment,
-- delivery (cash on delivery), refunds and payouts do, and no role may change or remove an entry.

-- Settings ------------------------------------------------------------------------------------

alter table public.shop_settings
  add column commission_rate numeric(5, 4) not null default 0.10
    constraint shop_settings_commission_rate_range check (commission_rate between 0 and 0.5),
  add column returns_window_days integer not null default 7 check (returns_window_days between 0 and 60);

-- A category's own rate; a category without a row pays shop_settings.commission_rate.
create table public.category_commission_rates (
  category text primary key references public.categories (slug) on delete cascade,
  rate numeric(5, 4) not null constraint category_commission_rates_range check (rate between 0 and 0.5),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

-- Refuses a rate outside 0–50 % with a message a screen can show (the check constraints behind
-- it would only name themselves).
create function public.check_commission_rate(rate numeric) returns void
  language plpgsql immutable set search_path = ''
as $$
begin
  if rate is null or rate < 0 or rate > 0.5 then
    raise exception using message = 'A commission rate must be from 0% to 50%', errcode = '22023',
      hint = 'seller.commissionRateOutOfRange', detail = 'rate';
  end if;
end;
$$;

create function public.commission_rate_in_range() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  -- The rate's column is the trigger's argument: the two tables name it differently.
  perform public.check_commission_rate((to_jsonb(new) ->> tg_argv[0])::numeric);
  return new;
end;
$$;

create trigger shop_settings_commission_rate_in_range
  before update of commission_rate on public.shop_settings
  for each row execute function public.commission_rate_in_range('commission_rate');

create trigger category_commission_rates_in_range
  before insert or update of rate on public.category_commission_rates
  for each row execute function public.commission_rate_in_range('rate');

-- The refusal of every operator-only function below.
create function public.require_operator(message text) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if not public.is_operator() then
    raise exception '%', message using errcode = '42501', hint = 'seller.operatorOnly';
  end if;
end;
$$;

-- An operator sets the default rate (category null) or a category's. Lines paid afterwards pay it;
-- lines paid before keep the rate they were paid at.
create function public.set_commission_rate(category text, rate numeric) returns json
  language plpgsql security definer set search_path = ''
as $$
begin
  perform public.require_operator('Only operators can set commission rates');
  perform public.check_commission_rate(rate);
  if set_commission_rate.category is null then
    update public.shop_settings s set commission_rate = set_commission_rate.rate;
  else
    if not exists (select 1 from public.categories c where c.slug = set_commission_rate.category) then
      raise exception 'Category not found: %', set_commission_rate.category
        using errcode = 'P0001', hint = 'seller.categoryNotFound', detail = set_commission_rate.category;
    end if;
    insert into public.category_commission_rates as r (category, rate, updated_by)
    values (set_commission_rate.category, set_commission_rate.rate, auth.uid())
    on conflict on constraint category_commission_rates_pkey
      do update set rate = excluded.rate, updated_at = now(), updated_by = excluded.updated_by;
  end if;
  return json_build_object('category', set_commission_rate.category, 'rate', round(set_commission_rate.rate, 4));
end;
$$;

create function public.commission_rate_for(product_id text) returns numeric
  language sql stable set search_path = ''
as $$
  select coalesce(
    (select r.rate from public.products p join public.category_commission_rates r on r.category = p.category
      where p.id = commission_rate_for.product_id),
    (select s.commission_rate from public.shop_settings s))
$$;

-- The vendor's M-Pesa number (kept apart from the public vendor profile) ------------------------

create table public.vendor_mpesa_accounts (
  vendor_id text primary key references public.vendors (id) on delete cascade,
  phone text not null check (phone ~ '^\+254[17][0-9]{8}$'),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

create function public.vendor_mpesa_accounts_normalize() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  v_phone text := public.normalize_ke_phone(new.phone);
begin
  if v_phone is null then
    raise exception 'Please enter a valid Kenyan phone number, such as 0712 345 678 or +254 712 345 678'
      using errcode = '22023', hint = 'validation.phoneInvalid', detail = 'phone';
  end if;
  new.phone := v_phone;
  new.updated_at := now();
  new.updated_by := coalesce(auth.uid(), new.updated_by);
  return new;
end;
$$;

create trigger vendor_mpesa_accounts_normalize
  before insert or update on public.vendor_mpesa_accounts
  for each row execute function public.vendor_mpesa_accounts_normalize();

-- Order lines: the commission fixed when paid, and when they were delivered -----------------------

alter table public.order_items
  add column commission_rate numeric(5, 4) check (commission_rate between 0 and 0.5),
  add column commission numeric(12, 2) check (commission >= 0),
  add column delivered_at timestamptz;

-- A line is sold when its order is paid (paid_at is set by the payment trigger), or, for cash on
-- delivery, when it is delivered and the cash collected. That is when the rate is fixed.
create function public.order_items_fix_commission() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.status = 'delivered' and old.status is distinct from 'delivered' then
    new.delivered_at := now();
  end if;
  if old.commission_rate is null and new.vendor_id is not null and new.status <> 'cancelled'
     and ((old.paid_at is null and new.paid_at is not null)
          or (old.delivered_at is null and new.delivered_at is not null and new.paid_at is null
              and (select o.payment_method from public.orders o where o.id = new.order_id) = 'cod')) then
    new.commission_rate := public.commission_rate_for(new.product_id);
    new.commission := round(new.price * new.quantity * new.commission_rate, 2);
  end if;
  return new;
end;
$$;

create trigger order_items_fix_commission
  before update of paid_at, status on public.order_items
  for each row execute function public.order_items_fix_commission();

-- The ledger ----------------------------------------------------------------------------------

create table public.vendor_ledger (
  id bigint generated always as identity primary key,
  vendor_id text not null references public.vendors (id),
  kind text not null check (kind in ('sale', 'commission', 'refund', 'payout', 'adjustment')),
  amount numeric(12, 2) not null,
  currency text not null default 'KES' check (currency = 'KES'),
  -- No foreign keys to orders: the ledger outlives an order removed with its shopper's account.
  order_id text,
  order_item_id bigint,
  payout_id bigint references public.vendor_payouts (id),
  -- A correction is a new entry pointing at the one it undoes, at most once.
  reverses bigint unique references public.vendor_ledger (id),
  reason text check (char_length(reason) between 1 and 500),
  created_by uuid,
  created_at timestamptz not null default now(),
  constraint vendor_ledger_entry_shape check (case kind
    when 'sale' then amount > 0 and order_item_id is not null and reverses is null
    when 'commission' then order_item_id is not null and (amount <= 0) = (reverses is null)
    when 'refund' then amount < 0 and order_item_id is not null and reverses is null
    when 'payout' then payout_id is not null and amount <> 0 and (amount < 0) = (reverses is null)
    when 'adjustment' then amount <> 0 and reason is not null and reverses is null
  end)
);

create index vendor_ledger_vendor_idx on public.vendor_ledger (vendor_id, created_at desc);
create index vendor_ledger_payout_idx on public.vendor_ledger (payout_id) where payout_id is not null;
-- A line is sold, charged and refunded once, whichever trigger or retry gets there.
create unique index vendor_ledger_line_kind_idx on public.vendor_ledger (order_item_id, kind)
  where order_item_id is not null and reverses is null;

create function public.vendor_ledger_append_only() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  raise exception 'Ledger entries are never changed or removed; record a reversing entry instead'
    using errcode = '42501', hint = 'ledger.appendOnly';
end;
$$;

create trigger vendor_ledger_append_only
  before update or delete on public.vendor_ledger
  for each row execute function public.vendor_ledger_append_only();

create trigger vendor_ledger_no_truncate
  before truncate on public.vendor_ledger
  for each statement execute function public.vendor_ledger_append_only();

create function public.order_items_record_sale() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.vendor_ledger (vendor_id, kind, amount, order_id, order_item_id)
  values (new.vendor_id, 'sale', new.price * new.quantity, new.order_id, new.id),
         (new.vendor_id, 'commission', -new.commission, new.order_id, new.id);
  return null;
end;
$$;

create trigger order_items_record_sale
  after update of paid_at, status on public.order_items
  for each row when (old.commission_rate is null and new.commission_rate is not null)
  execute function public.order_items_record_sale();

-- A refund (a cancelled paid line, a return) takes the sale back and gives the commission back.
-- A line sold before the ledger began has nothing in it to take back.
create function public.refunds_record_in_ledger() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  v_sale public.vendor_ledger%rowtype;
  v_commission public.vendor_ledger%rowtype;
begin
  select * into v_sale from public.vendor_ledger l where l.order_item_id = new.order_item_id and l.kind = 'sale';
  if not found then
    return null;
  end if;
  insert into public.vendor_ledger (vendor_id, kind, amount, order_id, order_item_id, reason)
  values (v_sale.vendor_id, 'refund', -new.amount, new.order_id, new.order_item_id, new.reason);
  select * into v_commission from public.vendor_ledger l
   where l.order_item_id = new.order_item_id and l.kind = 'commission' and l.reverses is null;
  if v_commission.amount < 0 then
    insert into public.vendor_ledger (vendor_id, kind, amount, order_id, order_item_id, reverses, reason)
    values (v_sale.vendor_id, 'commission', -v_commission.amount, new.order_id, new.order_item_id, v_commission.id,
            'Commission returned with the refund');
  end if;
  return null;
end;
$$;

create trigger refunds_record_in_ledger
  after insert on public.refunds
  for each row execute function public.refunds_record_in_ledger();

-- Lines paid before this migration enter the ledger at the default rates, so that a vendor's
-- balance covers every sale and a later refund of them has a sale to take back.
update public.order_items i
   set commission_rate = public.commission_rate_for(i.product_id),
       commission = round(i.price * i.quantity * public.commission_rate_for(i.product_id), 2)
 where i.vendor_id is not null and i.status <> 'cancelled'
   and (i.paid_at is not null
        or (i.status = 'delivered' and (select o.payment_method from public.orders o where o.id = i.order_id) = 'cod'));
insert into public.vendor_ledger (vendor_id, kind, amount, order_id, order_item_id)
select i.vendor_id, k.kind, case k.kind when 'sale' then i.price * i.quantity else -i.commission end, i.order_id, i.id
  from public.order_items i cross join (values ('sale'), ('commission')) k (kind)
 where i.commission_rate is not null and (k.kind = 'commission' or i.price * i.quantity > 0)
 order by i.id, k.kind desc;
update public.order_items i set delivered_at = i.status_changed_at where i.status = 'delivered' and i.delivered_at is null;

-- Returns and adjustments (operators) ------------------------------------------------------------

-- A delivered line the shopper sent back: the shopper's refund and, through it, the ledger's. The
-- goods are not put back in stock: the vendor decides whether they can be sold again.
create function public.record_order_line_return(line_id bigint, reason text) returns json
  language plpgsql security definer set search_path = ''
as $$
declare
  v_reason text := btrim(record_order_line_return.reason);
  v_line public.order_items%rowtype;
  v_refund public.refunds%rowtype;
begin
  perform public.require_operator('Only operators can record a return');
  if coalesce(v_reason, '') = '' then
    perform public.order_refusal('A reason is required to record a return', 'seller.returnReasonRequired', 'reason');
  elsif char_length(v_reason) > 500 then
    perform public.order_refusal('The reason has at most 500 characters', 'seller.returnReasonTooLong', 'reason');
  end if;
  select * into v_line from public.order_items i where i.id = line_id for update;
  if not found then
    perform public.order_refusal('Order line not found: ' || coalesce(line_id::text, ''), 'seller.lineNotFound',
      coalesce(line_id::text, ''), 'P0001');
  end if;
  if v_line.status <> 'delivered' then
    perform public.order_refusal('Only a delivered line can be returned', 'seller.lineNotDelivered', line_id::text, 'P0001');
  end if;
  if exists (select 1 from public.refunds r where r.order_item_id = v_line.id) then
    perform public.order_refusal('This line has been refunded already', 'seller.lineRefunded', line_id::text, 'P0001');
  end if;
  insert into public.refunds (order_id, order_item_id, vendor_id, amount, reason)
  values (v_line.order_id, v_line.id, v_line.vendor_id, v_line.price * v_line.quantity, v_reason)
  returning * into v_refund;
  return row_to_json(v_refund);
end;
$$;

create function public.add_ledger_adjustment(vendor_id text, amount numeric, reason text) returns json
  language plpgsql security definer set search_path = ''
as $$
declare
  v_reason text := btrim(add_ledger_adjustment.reason);
  v_entry public.vendor_ledger%rowtype;
begin
  perform public.require_operator('Only operators can adjust a vendor''s balance');
  if not exists (select 1 from public.vendors v where v.id = add_ledger_adjustment.vendor_id) then
    perform public.order_refusal('Vendor not found: ' || coalesce(add_ledger_adjustment.vendor_id, ''),
      'seller.vendorNotFound', coalesce(add_ledger_adjustment.vendor_id, ''), 'P0001');
  end if;
  if amount is null or amount = 0 or amount <> round(amount, 2) then
    perform public.order_refusal('An adjustment is an amount other than zero, in shillings and cents',
      'ledger.adjustmentAmountInvalid', 'amount');
  end if;
  if coalesce(v_reason, '') = '' then
    perform public.order_refusal('A reason is required for an adjustment', 'ledger.adjustmentReasonRequired', 'reason');
  elsif char_length(v_reason) > 500 then
    perform public.order_refusal('The reason has at most 500 characters', 'ledger.adjustmentReasonTooLong', 'reason');
  end if;
  insert into public.vendor_ledger (vendor_id, kind, amount, reason, created_by)
  values (add_ledger_adjustment.vendor_id, 'adjustment', amount, v_reason, auth.uid())
  returning * into v_entry;
  return row_to_json(v_entry);
end;
$$;

-- Balances ------------------------------------------------------------------------------------

-- Each vendor's money as of a moment. A line's entries are released (available) once the returns
-- window after its delivery has passed, or when it is cancelled (its entries then cancel out);
-- until then a line that nets positive is pending. A line netting negative (a refund after its
-- sale was released) and every entry without a line (payouts, adjustments) count at once, so
-- money is never paid out twice.
create function public.ledger_balances(as_of timestamptz)
  returns table (vendor_id text, available numeric, pending numeric)
  language sql stable set search_path = ''
as $$
  with lines as (
    select l.vendor_id, sum(l.amount) as net,
           coalesce(l.order_item_id is null or i.id is null or i.status = 'cancelled'
                    or i.delivered_at + make_interval(days => s.returns_window_days) <= as_of, false) as released
      from public.vendor_ledger l
      cross join public.shop_settings s
      left join public.order_items i on i.id = l.order_item_id
     where l.created_at <= as_of
     group by l.vendor_id, l.order_item_id, i.id, i.status, i.delivered_at, s.returns_window_days
  )
  select l.vendor_id,
         coalesce(sum(l.net) filter (where l.released or l.net < 0), 0),
         coalesce(sum(l.net) filter (where not l.released and l.net > 0), 0)
    from lines l group by l.vendor_id
$$;

-- A member sees their vendor's balance; an operator every vendor's (as_of: when the e2e's test
-- clock or a screen asks 'when will this be available').
create function public.vendor_balances(as_of timestamptz default now())
  returns table (vendor_id text, available numeric, pending numeric, currency text)
  language sql stable security definer set search_path = ''
as $$
  select v.id, coalesce(b.available, 0), coalesce(b.pending, 0), 'KES'
    from public.vendors v
    left join public.ledger_balances(as_of) b on b.vendor_id = v.id
   where v.id = (select public.current_vendor_id()) or (select public.is_operator()) or auth.role() = 'service_role'
$$;

-- Payouts by M-Pesa B2C -----------------------------------------------------------------------

-- 'pending' from the request until Safaricom's result makes it 'paid' or 'failed'. The ledger holds
-- the money: a payout entry when it starts, a reversing entry when it fails.
alter table public.vendor_payouts
  drop constraint vendor_payouts_status_check,
  add constraint vendor_payouts_status_check check (status in ('scheduled', 'pending', 'paid', 'failed')),
  alter column period_start drop not null,
  alter column period_end drop not null,
  add column phone text check (char_length(phone) <= 20),
  add column idempotency_key text unique check (char_length(idempotency_key) between 8 and 100),
  add column originator_conversation_id text unique check (char_length(originator_conversation_id) <= 100),
  add column conversation_id text check (char_length(conversation_id) <= 100),
  add column result_code text check (char_length(result_code) <= 40),
  add column result_desc text check (char_length(result_desc) <= 500),
  add column transaction_receipt text check (char_length(transaction_receipt) <= 40),
  add column requested_by uuid references auth.users (id) on delete set null,
  add column updated_at timestamptz not null default now();

create function public.payout_json(payout public.vendor_payouts) returns jsonb
  language sql stable set search_path = ''
as $$
  select jsonb_build_object(
    'id', payout.id, 'vendor_id', payout.vendor_id, 'amount', payout.amount, 'currency', payout.currency,
    'status', payout.status, 'phone', payout.phone, 'originator_conversation_id', payout.originator_conversation_id,
    'conversation_id', payout.conversation_id, 'result_code', payout.result_code, 'result_desc', payout.result_desc,
    'transaction_receipt', payout.transaction_receipt, 'created_at', payout.created_at, 'paid_at', payout.paid_at)
$$;

-- An operator pays a vendor (amount null: the whole available balance, in whole shillings, as
-- M-Pesa pays). Returns the payout, with the full number for the B2C request under 'msisdn', and
-- 'replayed' when the request key was seen before: the caller then sends nothing to Safaricom.
create function public.start_vendor_payout(vendor_id text, amount numeric, idempotency_key text, originator_conversation_id text)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_variable
declare
  v_vendor text := start_vendor_payout.vendor_id;
  v_amount numeric := start_vendor_payout.amount;
  v_key text := start_vendor_payout.idempotency_key;
  v_payout public.vendor_payouts%rowtype;
  v_phone text;
  v_available numeric;
begin
  perform public.require_operator('Only operators can pay vendors');
  if v_key is null or v_key !~ '^[A-Za-z0-9_.:-]{8,100}$' then
    perform public.order_refusal('A request key of 8 to 100 letters, digits or -_.: is required',
      'payout.invalidIdempotencyKey', 'idempotency_key');
  end if;
  if v_amount is not null and v_amount <= 0 then
    perform public.order_refusal('A payout must be more than zero', 'payout.amountNotPositive', 'amount');
  end if;
  if v_amount <> trunc(v_amount) then
    perform public.order_refusal('M-Pesa pays whole shillings: the amount cannot have cents', 'payout.amountNotWhole', 'amount');
  end if;

  -- One payout of a vendor at a time: a second operator, or a retried request, waits here and then
  -- sees the first one's ledger entry (or its key).
  perform pg_advisory_xact_lock(hashtextextended('vendor_payout/' || coalesce(v_vendor, ''), 0));
  select * into v_payout from public.vendor_payouts p where p.idempotency_key = v_key;
  if found then
    if v_payout.vendor_id is distinct from v_vendor or (v_amount is not null and v_amount <> v_payout.amount) then
      perform public.order_refusal('This request key belongs to another payout', 'payout.keyReused', 'idempotency_key', 'P0001');
    end if;
    return public.payout_json(v_payout) || jsonb_build_object('replayed', true);
  end if;

  if not exists (select 1 from public.vendors v where v.id = v_vendor) then
    perform public.order_refusal('Vendor not found: ' || coalesce(v_vendor, ''), 'seller.vendorNotFound', coalesce(v_vendor, ''), 'P0001');
  end if;
  select a.phone into v_phone from public.vendor_mpesa_accounts a where a.vendor_id = v_vendor;
  if v_phone is null then
    perform public.order_refusal('This vendor has no M-Pesa number to pay out to', 'payout.noMpesaNumber', v_vendor, 'P0001');
  end if;
  select coalesce(sum(b.available), 0) into v_available from public.ledger_balances(now()) b where b.vendor_id = v_vendor;
  v_amount := coalesce(v_amount, floor(v_available));
  if v_amount <= 0 then
    perform public.order_refusal('Nothing is available to pay out', 'payout.amountNotPositive', 'amount');
  end if;
  if v_amount > v_available then
    perform public.order_refusal(format('A payout of KES %s is more than the available balance of KES %s',
      to_char(v_amount, 'FM999,999,990.00'), to_char(v_available, 'FM999,999,990.00')), 'payout.aboveAvailable', 'amount', 'P0001');
  end if;
  if coalesce(originator_conversation_id, '') !~ '^[A-Za-z0-9_-]{1,100}$' then
    perform public.order_refusal('An OriginatorConversationID is required', 'payout.invalidRequest', 'originator_conversation_id');
  end if;

  insert into public.vendor_payouts (vendor_id, amount, status, phone, idempotency_key, originator_conversation_id, requested_by)
  values (v_vendor, v_amount, 'pending', left(v_phone, 5) || '******' || right(v_phone, 2), v_key, originator_conversation_id, auth.uid())
  returning * into v_payout;
  insert into public.vendor_ledger (vendor_id, kind, amount, payout_id, created_by, reason)
  values (v_vendor, 'payout', -v_amount, v_payout.id, auth.uid(), 'M-Pesa payout');
  return public.payout_json(v_payout) || jsonb_build_object('replayed', false, 'msisdn', substr(v_phone, 2));
end;
$$;

-- Daraja accepted the B2C request: its ConversationID, which its result must carry.
create function public.record_b2c_accepted(originator_conversation_id text, conversation_id text) returns void
  language sql security definer set search_path = ''
as $$
  update public.vendor_payouts p
     set conversation_id = record_b2c_accepted.conversation_id, updated_at = now()
   where p.originator_conversation_id = record_b2c_accepted.originator_conversation_id and p.conversation_id is null
$$;

-- A Daraja B2C result ({ Result: … }). Success: the payout is paid, with its TransactionReceipt.
-- Failure: the payout failed and a reversing entry returns the money to the available balance.
-- Idempotent: a result for a payout no longer pending changes nothing.
create function public.apply_b2c_result(payload jsonb) returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  v_result jsonb := payload -> 'Result';
  v_code text;
  v_payout public.vendor_payouts%rowtype;
  v_params jsonb;
  v_receipt text;
  v_entry bigint;
begin
  if jsonb_typeof(v_result) is distinct from 'object' or coalesce(jsonb_typeof(v_result -> 'ResultCode'), '') not in ('number', 'string')
     or jsonb_typeof(v_result -> 'OriginatorConversationID') is distinct from 'string' then
    perform public.order_refusal('Not a B2C result', 'payout.badResult', '');
  end if;
  v_code := v_result ->> 'ResultCode';
  select * into v_payout from public.vendor_payouts p
   where p.originator_conversation_id = v_result ->> 'OriginatorConversationID' for update;
  if not found or v_payout.conversation_id <> coalesce(v_result ->> 'ConversationID', v_payout.conversation_id) then
    perform public.order_refusal('Unknown OriginatorConversationID', 'payout.unknownRequest',
      left(v_result ->> 'OriginatorConversationID', 100), 'P0001');
  end if;
  if v_payout.status <> 'pending' then
    return jsonb_build_object('applied', false, 'status', v_payout.status);
  end if;

  if v_code = '0' then
    -- Daraja sends one parameter as an object, several as an array.
    select jsonb_object_agg(p ->> 'Key', p -> 'Value') into v_params
      from jsonb_array_elements(case jsonb_typeof(v_result #> '{ResultParameters,ResultParameter}')
                                  when 'array' then v_result #> '{ResultParameters,ResultParameter}'
                                  when 'object' then jsonb_build_array(v_result #> '{ResultParameters,ResultParameter}')
                                  else '[]'::jsonb end) p;
    v_receipt := coalesce(v_params ->> 'TransactionReceipt', v_result ->> 'TransactionID');
    if v_receipt is null or jsonb_typeof(v_params -> 'TransactionAmount') is distinct from 'number'
       or (v_params ->> 'TransactionAmount')::numeric <> v_payout.amount then
      perform public.order_refusal('The result does not match the payout requested', 'payout.badResult',
        v_payout.originator_conversation_id);
    end if;
    update public.vendor_payouts p
       set status = 'paid', result_code = v_code, result_desc = left(v_result ->> 'ResultDesc', 500),
           transaction_receipt = left(v_receipt, 40), conversation_id = coalesce(p.conversation_id, v_result ->> 'ConversationID'),
           paid_at = now(), updated_at = now()
     where p.id = v_payout.id;
    return jsonb_build_object('applied', true, 'status', 'paid');
  end if;

  update public.vendor_payouts p
     set status = 'failed', result_code = left(v_code, 40), result_desc = left(v_result ->> 'ResultDesc', 500),
         conversation_id = coalesce(p.conversation_id, v_result ->> 'ConversationID'), updated_at = now()
   where p.id = v_payout.id;
  select l.id into v_entry from public.vendor_ledger l where l.payout_id = v_payout.id and l.reverses is null;
  insert into public.vendor_ledger (vendor_id, kind, amount, payout_id, reverses, reason)
  values (v_payout.vendor_id, 'payout', v_payout.amount, v_payout.id, v_entry,
          left('M-Pesa payout failed: ' || coalesce(v_result ->> 'ResultDesc', v_code), 500));
  return jsonb_build_object('applied', true, 'status', 'failed');
end;
$$;

-- Row-level security and grants -----------------------------------------------------------------

alter table public.category_commission_rates enable row level security;
alter table public.vendor_mpesa_accounts enable row level security;
alter table public.vendor_ledger enable row level security;

create policy "Anyone reads the commission rates" on public.category_commission_rates
  for select to anon, authenticated using (true);

create policy "Members read their vendor's M-Pesa number" on public.vendor_mpesa_accounts
  for select to authenticated
  using (vendor_id = (select public.current_vendor_id()) or (select public.is_operator()));
create policy "Members set their vendor's M-Pesa number" on public.vendor_mpesa_accounts
  for insert to authenticated
  with check (vendor_id = (select public.member_vendor_id()));
create policy "Members change their vendor's M-Pesa number" on public.vendor_mpesa_accounts
  for update to authenticated
  using (vendor_id = (select public.member_vendor_id()))
  with check (vendor_id = (select public.member_vendor_id()));
create policy "Members remove their vendor's M-Pesa number" on public.vendor_mpesa_accounts
  for delete to authenticated
  using (vendor_id = (select public.member_vendor_id()));

create policy "Members read their vendor's ledger" on public.vendor_ledger
  for select to authenticated
  using (vendor_id = (select public.current_vendor_id()));
create policy "Operators read every ledger" on public.vendor_ledger
  for select to authenticated
  using ((select public.is_operator()));

revoke all on public.category_commission_rates, public.vendor_mpesa_accounts from anon, authenticated;
grant select on public.category_commission_rates to anon, authenticated;
grant select, insert, delete on public.vendor_mpesa_accounts to authenticated;
grant update (phone) on public.vendor_mpesa_accounts to authenticated;
-- Not even service_role writes the ledger or the payouts: only the functions above do.
revoke all on public.vendor_ledger from anon, authenticated, service_role;
grant select on public.vendor_ledger to authenticated, service_role;
revoke insert, update, delete, truncate on public.vendor_payouts from service_role;

revoke execute on function
  public.check_commission_rate(numeric), public.commission_rate_in_range(), public.set_commission_rate(text, numeric),
  public.commission_rate_for(text), public.vendor_mpesa_accounts_normalize(), public.order_items_fix_commission(),
  public.vendor_ledger_append_only(), public.order_items_record_sale(), public.refunds_record_in_ledger(),
  public.require_operator(text), public.record_order_line_return(bigint, text), public.add_ledger_adjustment(text, numeric, text),
  public.ledger_balances(timestamptz), public.vendor_balances(timestamptz), public.payout_json(public.vendor_payouts),
  public.start_vendor_payout(text, numeric, text, text), public.record_b2c_accepted(text, text), public.apply_b2c_result(jsonb)
  from public, anon, authenticated, service_role;
grant execute on function
  public.set_commission_rate(text, numeric), public.record_order_line_return(bigint, text),
  public.add_ledger_adjustment(text, numeric, text), public.start_vendor_payout(text, numeric, text, text)
  to authenticated;
grant execute on function public.vendor_balances(timestamptz) to authenticated, service_role;
grant execute on function public.record_b2c_accepted(text, text), public.apply_b2c_result(jsonb) to service_role;

-- Live: the Payments screen follows its ledger and payouts (rows reach a client through RLS).
do $$
declare
  v_table text;
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    return;
  end if;
  foreach v_table in array array['vendor_ledger', 'vendor_payouts'] loop
    if not exists (select 1 from pg_publication_tables
                    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = v_table) then
      execute format('alter publication supabase_realtime add table public.%I', v_table);
    end if;
  end loop;
end
$$;
