-- Realtime: shoppers see their orders and payments change as they happen (postgres_changes,
-- filtered by the tables' row-level security). Hosted projects already have the publication.
alter publication supabase_realtime add table public.orders, public.payments;
