-- A vendor follows its order lines live (order_items is in supabase_realtime), and cannot read
-- the shopper's orders or payments. A payment going through is therefore written onto the order's
-- lines as well: a paid order reaches the vendor's dashboard as it happens, and the line says
-- when it was paid.

alter table public.order_items add column paid_at timestamptz;

create function public.mark_order_lines_paid() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.order_items set paid_at = new.updated_at
   where order_id = new.order_id and paid_at is null;
  return null;
end;
$$;

revoke execute on function public.mark_order_lines_paid() from public, anon, authenticated;

create trigger payments_mark_order_lines_paid
  after insert or update of status on public.payments
  for each row when (new.status = 'paid')
  execute function public.mark_order_lines_paid();

-- Orders paid before this migration.
update public.order_items i set paid_at = p.updated_at
  from public.payments p
 where p.order_id = i.order_id and p.status = 'paid' and i.paid_at is null;
