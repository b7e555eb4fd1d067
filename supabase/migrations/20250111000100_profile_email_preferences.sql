-- The profile page's Email Preferences, all on by default. Users may change only these columns
-- of their own row (full_name follows the auth metadata through its trigger).
alter table public.profiles
  add column order_notifications boolean not null default true,
  add column marketing_emails boolean not null default true,
  add column security_alerts boolean not null default true;

revoke update on public.profiles from anon, authenticated;
grant update (order_notifications, marketing_emails, security_alerts, updated_at) on public.profiles to authenticated;
