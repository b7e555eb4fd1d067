-- Submissions from the public forms: anyone may insert, nobody but service_role reads.
create table public.vendor_applications (
  id bigint generated always as identity primary key,
  business_name text not null check (char_length(business_name) between 1 and 200),
  contact_name text not null check (char_length(contact_name) between 1 and 200),
  email text not null check (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  phone text check (char_length(phone) <= 40),
  category text check (char_length(category) <= 100),
  location text check (char_length(location) <= 200),
  description text check (char_length(description) <= 5000),
  user_id uuid default auth.uid(),
  created_at timestamptz not null default now()
);

create table public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  subject text check (char_length(subject) <= 200),
  message text not null check (char_length(message) between 1 and 5000),
  user_id uuid default auth.uid(),
  created_at timestamptz not null default now()
);

create table public.newsletter_subscriptions (
  id bigint generated always as identity primary key,
  email text not null unique check (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  created_at timestamptz not null default now()
);

-- One subscription per address whatever its spelling.
create function public.normalize_newsletter_email() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.email := lower(trim(new.email));
  return new;
end;
$$;

create trigger normalize_newsletter_email
  before insert or update on public.newsletter_subscriptions
  for each row execute function public.normalize_newsletter_email();

alter table public.vendor_applications enable row level security;
alter table public.contact_messages enable row level security;
alter table public.newsletter_subscriptions enable row level security;

-- A submission may carry the sender's own user id, never somebody else's.
create policy "Anyone may apply as a vendor" on public.vendor_applications
  for insert to anon, authenticated with check (user_id is null or user_id = (select auth.uid()));
create policy "Anyone may send a contact message" on public.contact_messages
  for insert to anon, authenticated with check (user_id is null or user_id = (select auth.uid()));
create policy "Anyone may subscribe to the newsletter" on public.newsletter_subscriptions
  for insert to anon, authenticated with check (true);

revoke select, update, delete, truncate on public.vendor_applications, public.contact_messages, public.newsletter_subscriptions from anon, authenticated;
grant insert on public.vendor_applications, public.contact_messages, public.newsletter_subscriptions to anon, authenticated;
