-- Orders that do not wait forever (issue 45): a paid order line its vendor has not shipped within
-- N working days of payment (shop_settings.ship_within_working_days, 5) is cancelled, its stock
-- restored and the shopper refunded (a refunds row, and through it the vendor's ledger). Working
-- days are Nairobi's, without weekends and Kenyan public holidays, which are rows of data. The
-- same function runs from pg_cron where the database has it and from the local backend's timer.

alter table public.shop_settings
  add column ship_within_working_days integer not null default 5 check (ship_within_working_days between 1 and 30);

-- Kenya's public holidays (Public Holidays Act, Cap. 110): a holiday on a Sunday moves to the
-- Monday, which is listed here as the day off. Idd-ul-Fitr follows the moon: 2026 and 2027 are the
-- expected dates; correct them, and add days the government gazettes, as rows.
create table public.public_holidays (
  day date primary key,
  name text not null check (char_length(name) between 1 and 100)
);

insert into public.public_holidays (day, name) values
  ('2025-01-01', 'New Year''s Day'),
  ('2025-03-31', 'Idd-ul-Fitr'),
  ('2025-04-18', 'Good Friday'),
  ('2025-04-21', 'Easter Monday'),
  ('2025-05-01', 'Labour Day'),
  ('2025-06-02', 'Madaraka Day (observed)'),
  ('2025-10-10', 'Mazingira Day'),
  ('2025-10-20', 'Mashujaa Day'),
  ('2025-12-12', 'Jamhuri Day'),
  ('2025-12-25', 'Christmas Day'),
  ('2025-12-26', 'Boxing Day'),
  ('2026-01-01', 'New Year''s Day'),
  ('2026-03-20', 'Idd-ul-Fitr'),
  ('2026-04-03', 'Good Friday'),
  ('2026-04-06', 'Easter Monday'),
  ('2026-05-01', 'Labour Day'),
  ('2026-06-01', 'Madaraka Day'),
  ('2026-10-10', 'Mazingira Day'),
  ('2026-10-20', 'Mashujaa Day'),
  ('2026-12-12', 'Jamhuri Day'),
  ('2026-12-25', 'Christmas Day'),
  ('2026-12-26', 'Boxing Day'),
  ('2027-01-01', 'New Year''s Day'),
  ('2027-03-10', 'Idd-ul-Fitr'),
  ('2027-03-26', 'Good Friday'),
  ('2027-03-29', 'Easter Monday'),
  ('2027-05-01', 'Labour Day'),
  ('2027-06-01', 'Madaraka Day'),
  ('2027-10-11', 'Mazingira Day (observed)'),
  ('2027-10-20', 'Mashujaa Day'),
  ('2027-12-13', 'Jamhuri Day (observed)'),
  ('2027-12-25', 'Christmas Day'),
  ('2027-12-27', 'Boxing Day (observed)');

alter table public.public_holidays enable row level security;
create policy "Anyone reads the public holidays" on public.public_holidays
  for select to anon, authenticated using (true);
create policy "Operators keep the public holidays" on public.public_holidays
  for all to authenticated using ((select public.is_operator())) with check ((select public.is_operator()));
revoke all on public.public_holidays from anon, authenticated;
grant select on public.public_holidays to anon, authenticated;
grant insert, update, delete on public.public_holidays to authenticated;

-- The last day a line paid at paid_at may ship: the Nth working day after the day it was paid.
create function public.ship_by(paid_at timestamptz, working_days integer) returns date
  language sql stable set search_path = ''
as $$
  select d.day
    from generate_series(1, working_days * 2 + 30) n
    cross join lateral (select (paid_at at time zone 'Africa/Nairobi')::date + n as day) d
   where extract(isodow from d.day) < 6
     and not exists (select 1 from public.public_holidays h where h.day = d.day)
   order by d.day
  offset working_days - 1 limit 1
$$;

-- Cancelling a line: the quantity back in stock and, when the order was paid, a refund. Shared by
-- the vendor's cancel_order_line and the auto-cancel.
create function public.cancel_line(item public.order_items, reason text) returns void
  language plpgsql set search_path = ''
as $$
begin
  update public.order_items i set status = 'cancelled', cancel_reason = nullif(btrim(cancel_line.reason), '')
   where i.id = item.id;
  update public.products p set stock = p.stock + item.quantity where p.id = item.product_id;
  if public.order_payment_status(item.order_id) = 'paid' then
    insert into public.refunds (order_id, order_item_id, vendor_id, amount, reason)
    values (item.order_id, item.id, item.vendor_id, item.price * item.quantity, btrim(cancel_line.reason));
  end if;
end;
$$;

create or replace function public.cancel_order_line(line_id bigint, reason text) returns json
  language plpgsql security definer set search_path = ''
as $$
declare
  v_line public.order_items%rowtype := public.vendor_order_line(line_id);
begin
  if char_length(btrim(reason)) > 500 then
    raise exception 'The reason has at most 500 characters' using errcode = '22023', hint = 'seller.cancelReasonTooLong', detail = 'reason';
  end if;
  perform public.cancel_line(v_line, reason);
  return public.vendor_order_line_json(v_line.id);
end;
$$;

-- Cancels every paid line still waiting to ship (pending, accepted, ready) whose ship-by day
-- ended before `now` (a parameter, so that tests and the e2e's clock can ask about any moment).
-- The order follows its lines (all cancelled → 'cancelled', live on /orders). A line a vendor is
-- moving right now is skipped, not waited for: the next run sees it shipped or still late.
create function public.auto_cancel_unshipped_orders(now timestamptz default now())
  returns table (order_id text, order_item_id bigint, vendor_id text)
  language plpgsql security definer set search_path = ''
as $$
declare
  v_days integer := (select s.ship_within_working_days from public.shop_settings s);
  v_today date := (auto_cancel_unshipped_orders.now at time zone 'Africa/Nairobi')::date;
  v_line public.order_items%rowtype;
begin
  for v_line in
    select i.* from public.order_items i
     where i.status in ('pending', 'accepted', 'ready') and i.paid_at is not null
       and public.ship_by(i.paid_at, v_days) < v_today
     order by i.id
       for update skip locked
  loop
    perform public.cancel_line(v_line, format('Not shipped within %s working days', v_days));
    order_id := v_line.order_id;
    order_item_id := v_line.id;
    vendor_id := v_line.vendor_id;
    return next;
  end loop;
end;
$$;

revoke execute on function public.ship_by(timestamptz, integer), public.cancel_line(public.order_items, text),
  public.auto_cancel_unshipped_orders(timestamptz)
  from public, anon, authenticated;

-- Every 15 minutes where pg_cron can run (hosted Supabase). Without it (PGlite, a PostgreSQL that
-- does not preload it) the migration goes on, and the local backend's timer calls the function.
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron is installed but cannot be enabled here (%); auto_cancel_unshipped_orders is not scheduled', sqlerrm;
    return;
  end;
  perform cron.schedule('auto-cancel-unshipped-orders', '*/15 * * * *', 'select public.auto_cancel_unshipped_orders()');
end
$$;
