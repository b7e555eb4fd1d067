-- Operators review the start-selling applications. Approval creates the vendor and an invitation
-- for the applicant's address; the address joins the vendor as its member once it is proven: at
-- once for a confirmed account, otherwise when the invite link (or a sign-up confirmation) confirms
-- it. The mails are sent by the review-vendor-application Edge Function after these RPCs commit.

alter table public.vendor_applications
  add column status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references auth.users (id) on delete set null,
  add column reject_reason text check (char_length(reject_reason) between 1 and 1000),
  add column vendor_id text references public.vendors (id) on delete set null;

create index vendor_applications_status_created_at_idx on public.vendor_applications (status, created_at desc);

-- Applicants write only the form's fields; the review columns are the operators' (through the RPCs).
revoke insert on public.vendor_applications from anon, authenticated;
grant insert (business_name, contact_name, email, phone, category, location, description, user_id, logo_path)
  on public.vendor_applications to anon, authenticated;
grant select on public.vendor_applications to authenticated;

create policy "Operators read vendor applications" on public.vendor_applications
  for select to authenticated
  using ((select public.is_operator()));

create policy "Operators read vendor application logos" on storage.objects
  for select to authenticated
  using (bucket_id = 'vendor-applications' and (select public.is_operator()));

create table public.vendor_invitations (
  id bigint generated always as identity primary key,
  vendor_id text not null references public.vendors (id) on delete cascade,
  email text not null check (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  application_id bigint references public.vendor_applications (id) on delete set null,
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  claimed_by uuid references auth.users (id) on delete set null,
  claimed_at timestamptz
);

create index vendor_invitations_pending_email_idx on public.vendor_invitations (lower(email)) where claimed_at is null;

alter table public.vendor_invitations enable row level security;

create policy "Operators and the vendor's members read invitations" on public.vendor_invitations
  for select to authenticated
  using (vendor_id = (select public.current_vendor_id()) or (select public.is_operator()));

revoke all on public.vendor_invitations from anon, authenticated;
grant select on public.vendor_invitations to authenticated;
grant all on public.vendor_invitations to service_role;

-- Joining ----------------------------------------------------------------------------------------

-- The oldest pending invitation for the user's address makes them its vendor's member (one
-- vendor per user: a member of another vendor leaves it pending). Returns the vendor joined.
create function public.claim_vendor_invitation_for(user_id uuid, email text) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  v_invitation public.vendor_invitations%rowtype;
begin
  select * into v_invitation from public.vendor_invitations i
   where lower(i.email) = lower(claim_vendor_invitation_for.email) and i.claimed_at is null
   order by i.created_at, i.id limit 1 for update;
  if not found then
    return null;
  end if;
  insert into public.vendor_members (user_id, vendor_id) values (claim_vendor_invitation_for.user_id, v_invitation.vendor_id)
  on conflict on constraint vendor_members_pkey do nothing;
  if not found then
    return null;
  end if;
  update public.vendor_invitations i set claimed_by = claim_vendor_invitation_for.user_id, claimed_at = now()
   where i.id = v_invitation.id;
  return v_invitation.vendor_id;
end;
$$;

-- An address proven by a confirmed sign-up or a followed invite link joins its vendor.
create function public.claim_vendor_invitation_on_confirm() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.email_confirmed_at is not null and new.email is not null
     and (tg_op = 'INSERT' or old.email_confirmed_at is null) then
    perform public.claim_vendor_invitation_for(new.id, new.email);
  end if;
  return null;
end;
$$;

create trigger on_auth_user_confirmed_claim_invitation
  after insert or update of email_confirmed_at on auth.users
  for each row execute function public.claim_vendor_invitation_on_confirm();

-- Reviewing --------------------------------------------------------------------------------------

-- The pending application, locked, for an operator; the refusals both review RPCs share.
create function public.reviewable_application(application_id bigint) returns public.vendor_applications
  language plpgsql set search_path = ''
as $$
declare
  v_application public.vendor_applications%rowtype;
begin
  if not public.is_operator() then
    raise exception 'Only operators can review vendor applications' using errcode = '42501', hint = 'seller.operatorOnly';
  end if;
  select * into v_application from public.vendor_applications a where a.id = application_id for update;
  if not found then
    raise exception 'Vendor application not found: %', coalesce(application_id::text, '')
      using errcode = 'P0001', hint = 'seller.applicationNotFound', detail = coalesce(application_id::text, '');
  end if;
  if v_application.status <> 'pending' then
    raise exception 'This application was already %', v_application.status
      using errcode = 'P0001', hint = 'seller.applicationReviewed', detail = application_id::text;
  end if;
  return v_application;
end;
$$;

-- Creates the vendor (slug by the spec's rule, -2, -3 … when taken; id the slug, or a shortened
-- one with a random tail when it is longer than 40 or taken) and the invitation. An applicant
-- with a confirmed account joins at once: the Edge Function then mails no invite.
create function public.approve_vendor_application(application_id bigint) returns json
  language plpgsql security definer set search_path = ''
as $$
declare
  v_application public.vendor_applications%rowtype := public.reviewable_application(application_id);
  v_name text := btrim(v_application.business_name);
  v_slug text;
  v_id text;
  v_account uuid;
  v_joined text;
begin
  if char_length(v_name) > 120 then
    raise exception 'A vendor name has at most 120 characters' using errcode = '22023', hint = 'seller.vendorNameTooLong',
      detail = 'business_name';
  end if;
  if public.vendor_slug(v_name) !~ '[a-z0-9]' then
    raise exception 'The business name needs a letter or digit for its address /vendor/{slug}'
      using errcode = '22023', hint = 'seller.vendorNameNoSlug', detail = 'business_name';
  end if;
  -- Two approvals of one name at once would pick the same slug.
  perform pg_advisory_xact_lock(hashtext('public.vendors.slug'));
  v_slug := public.unique_vendor_slug(v_name, null);
  v_id := v_slug;
  if char_length(v_id) > 40 or exists (select 1 from public.vendors v where v.id = v_id) then
    v_id := rtrim(left(v_slug, 31), '-') || '-' || substr(md5(random()::text), 1, 8);
  end if;
  insert into public.vendors (id, slug, name, category, description, location, contact_phone)
  values (v_id, v_slug, v_name,
          (select c.slug from public.categories c where c.slug = v_application.category),
          left(coalesce(v_application.description, ''), 2000), v_application.location,
          public.normalize_ke_phone(v_application.phone));
  update public.vendor_applications a
     set status = 'approved', reviewed_at = now(), reviewed_by = auth.uid(), vendor_id = v_id
   where a.id = v_application.id;
  insert into public.vendor_invitations (vendor_id, email, application_id, invited_by)
  values (v_id, lower(v_application.email), v_application.id, auth.uid());
  select u.id into v_account from auth.users u
   where lower(u.email) = lower(v_application.email) and u.email_confirmed_at is not null and u.deleted_at is null;
  if v_account is not null then
    v_joined := public.claim_vendor_invitation_for(v_account, v_application.email);
  end if;
  return json_build_object(
    'application_id', v_application.id, 'vendor_id', v_id, 'slug', v_slug, 'name', v_name,
    'email', lower(v_application.email), 'contact_name', v_application.contact_name,
    'existing_account', v_account is not null, 'joined', v_joined is not null);
end;
$$;

create function public.reject_vendor_application(application_id bigint, reason text) returns json
  language plpgsql security definer set search_path = ''
as $$
declare
  v_application public.vendor_applications%rowtype := public.reviewable_application(application_id);
  v_reason text := btrim(reason);
begin
  if coalesce(v_reason, '') = '' or char_length(v_reason) > 1000 then
    raise exception 'A reason of 1 to 1000 characters is required to reject' using errcode = '22023',
      hint = 'seller.rejectReasonRequired', detail = 'reason';
  end if;
  update public.vendor_applications a
     set status = 'rejected', reviewed_at = now(), reviewed_by = auth.uid(), reject_reason = v_reason
   where a.id = v_application.id;
  return json_build_object(
    'application_id', v_application.id, 'email', lower(v_application.email), 'contact_name', v_application.contact_name,
    'business_name', v_application.business_name, 'reason', v_reason);
end;
$$;

revoke execute on function
  public.claim_vendor_invitation_for(uuid, text), public.claim_vendor_invitation_on_confirm(),
  public.reviewable_application(bigint), public.approve_vendor_application(bigint),
  public.reject_vendor_application(bigint, text)
  from public, anon, authenticated;
grant execute on function public.approve_vendor_application(bigint), public.reject_vendor_application(bigint, text)
  to authenticated, service_role;
