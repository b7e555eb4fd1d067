import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../src/server';
import { client, confirmedUser, followLink, mailTo, PASSWORD, startTestBackend, uniqueEmail } from './helpers';
import { run, tokenClaims, vendorWithMember } from './seller-fixtures';

let backend: Backend;
let service: SupabaseClient;
let operator: { id: string; supabase: SupabaseClient };

beforeAll(async () => {
  backend = await startTestBackend();
  service = client(backend, backend.serviceKey);
  operator = await confirmedUser(backend);
  const { error } = await service.from('operators').insert({ user_id: operator.id });
  if (error) throw error;
});

afterAll(async () => {
  await backend?.close();
});

/** An application from the start-selling form (anon), returned by its id. */
async function apply(businessName: string, email = uniqueEmail('applicant')): Promise<{ id: number; email: string }> {
  const { error } = await client(backend).from('vendor_applications').insert({
    business_name: businessName,
    contact_name: 'Achieng Odhiambo',
    email,
    phone: '0722 000 111',
    category: 'food',
    description: 'Spices',
  });
  if (error) throw error;
  const { data } = await operator.supabase.from('vendor_applications').select('id').eq('email', email).single();
  return { id: (data as { id: number }).id, email };
}

function review(supabase: SupabaseClient, body: Record<string, unknown>) {
  return supabase.functions.invoke('review-vendor-application', { body });
}

describe('roles in the token', () => {
  it('puts the roles into app_metadata after a refresh, and takes them out again', async () => {
    const user = await confirmedUser(backend);
    const first = (await user.supabase.auth.getSession()).data.session!;
    expect(tokenClaims(first.access_token).app_metadata?.roles).toBeUndefined();
    const { vendorId } = await vendorWithMember(backend, service, 'roles');
    await service.from('vendor_members').insert({ user_id: user.id, vendor_id: vendorId });
    await service.from('operators').insert({ user_id: user.id });
    expect((await user.supabase.auth.getUser()).data.user!.app_metadata.roles).toEqual(['operator', 'vendor']);
    const refreshed = (await user.supabase.auth.refreshSession()).data.session!;
    expect(tokenClaims(refreshed.access_token).app_metadata?.roles).toEqual(['operator', 'vendor']);
    await service.from('vendor_members').delete().eq('user_id', user.id);
    await service.from('operators').delete().eq('user_id', user.id);
    const after = (await user.supabase.auth.refreshSession()).data.session!;
    expect(tokenClaims(after.access_token).app_metadata).not.toHaveProperty('roles');
  });

  it('signs in the seeded vendor and operator with their roles', async () => {
    const vendor = client(backend);
    const signedIn = await vendor.auth.signInWithPassword({ email: 'vendor@district.market', password: 'Vendor!2345' });
    expect(tokenClaims(signedIn.data.session!.access_token).app_metadata?.roles).toEqual(['vendor']);
    expect((await vendor.rpc('current_vendor_id')).data).toBe('nairobi-tech-hub');
    const seededOperator = client(backend);
    const op = await seededOperator.auth.signInWithPassword({ email: 'operator@district.market', password: 'Operator!2345' });
    expect(op.data.user!.app_metadata.roles).toEqual(['operator']);
  });

  it('lets no client write the role tables or its own app_metadata', async () => {
    const user = await confirmedUser(backend);
    expect((await user.supabase.from('operators').insert({ user_id: user.id })).error?.code).toBe('42501');
    expect((await user.supabase.from('vendor_members').insert({ user_id: user.id, vendor_id: 'nairobi-tech-hub' })).error?.code).toBe(
      '42501',
    );
    await user.supabase.auth.updateUser({ data: { roles: ['operator'] } });
    expect((await user.supabase.auth.refreshSession()).data.user!.app_metadata).not.toHaveProperty('roles');
    expect((await user.supabase.rpc('is_operator')).data).toBe(false);
  });
});

describe('reviewing vendor applications', () => {
  it('shows operators the applications newest first, with their logo, and nobody else', async () => {
    const first = await apply(`Older ${run}`);
    const second = await apply(`Newer ${run}`);
    const { data } = await operator.supabase
      .from('vendor_applications')
      .select('id, status')
      .in('id', [first.id, second.id])
      .order('created_at', { ascending: false })
      .order('id', { ascending: false });
    expect(data).toEqual([
      { id: second.id, status: 'pending' },
      { id: first.id, status: 'pending' },
    ]);
    const shopper = await confirmedUser(backend);
    expect((await shopper.supabase.from('vendor_applications').select('id').eq('id', first.id)).data).toEqual([]);
    const logo = `${run}/logo.png`;
    await client(backend).storage.from('vendor-applications').upload(logo, Buffer.from('89504e47', 'hex'), { contentType: 'image/png' });
    expect((await operator.supabase.storage.from('vendor-applications').download(logo)).error).toBeNull();
    expect((await shopper.supabase.storage.from('vendor-applications').download(logo)).error).toMatchObject({ status: 404 });
  });

  it('approves: creates the vendor with a unique slug (-2 on a collision) and mails the applicant an invite that makes them its member', async () => {
    const first = await apply(`Duka ${run}`);
    const approved = await review(operator.supabase, { application_id: first.id, decision: 'approve' });
    expect(approved.error).toBeNull();
    expect(approved.data).toMatchObject({ slug: `duka-${run}`, email: first.email, existing_account: false, joined: false, invited: true });
    const vendor = await client(backend).from('vendors').select('id, name, category, contact_phone').eq('slug', `duka-${run}`).single();
    expect(vendor.data).toMatchObject({ name: `Duka ${run}`, category: 'food', contact_phone: '+254722000111' });
    expect((await operator.supabase.from('vendor_applications').select('status, vendor_id').eq('id', first.id).single()).data).toEqual({
      status: 'approved',
      vendor_id: vendor.data!.id,
    });

    const [invite] = await mailTo(backend, first.email);
    expect(invite).toMatchObject({ subject: 'You have been invited' });
    const fragment = await followLink(invite!.links[0]!);
    expect(fragment.get('type')).toBe('invite');
    const applicant = client(backend);
    await applicant.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await applicant.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    const session = (await applicant.auth.refreshSession()).data.session!;
    expect(tokenClaims(session.access_token).app_metadata?.roles).toEqual(['vendor']);
    expect((await applicant.rpc('current_vendor_id')).data).toBe(vendor.data!.id);
    expect((await client(backend).auth.signInWithPassword({ email: first.email, password: PASSWORD })).error).toBeNull();

    const second = await apply(`Duka ${run}`);
    const again = await review(operator.supabase, { application_id: second.id, decision: 'approve' });
    expect(again.data).toMatchObject({ slug: `duka-${run}-2` });
  });

  it('makes an applicant who already has an account a member at once, and mails them the approval', async () => {
    const existing = await confirmedUser(backend);
    const application = await apply(`Soko ${run}`, existing.email);
    const { data } = await review(operator.supabase, { application_id: application.id, decision: 'approve' });
    expect(data).toMatchObject({ existing_account: true, joined: true, invited: false });
    expect((await mailTo(backend, existing.email))[0]).toMatchObject({ subject: 'Your vendor application was approved' });
    const refreshed = (await existing.supabase.auth.refreshSession()).data.session!;
    expect(tokenClaims(refreshed.access_token).app_metadata?.roles).toEqual(['vendor']);
  });

  it('rejects with a reason, mailing it to the applicant', async () => {
    const application = await apply(`Kibanda ${run}`);
    const missing = await review(operator.supabase, { application_id: application.id, decision: 'reject' });
    expect(missing.response?.status).toBe(400);
    const { data, error } = await review(operator.supabase, {
      application_id: application.id,
      decision: 'reject',
      reason: 'We could not verify the business.',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ email: application.email, reason: 'We could not verify the business.' });
    const [mail] = await mailTo(backend, application.email);
    expect(mail).toMatchObject({ subject: 'Your vendor application was not approved' });
    expect(mail!.body).toContain('We could not verify the business.');
    const twice = await review(operator.supabase, { application_id: application.id, decision: 'approve' });
    expect(twice.response?.status).toBe(409);
  });

  it('refuses a signed-in user who is no operator, and anon, and creates nothing', async () => {
    const application = await apply(`Genge ${run}`);
    const shopper = await confirmedUser(backend);
    const refused = await review(shopper.supabase, { application_id: application.id, decision: 'approve' });
    expect(refused.response?.status).toBe(403);
    expect(await refused.response!.json()).toMatchObject({ code: '42501', hint: 'seller.operatorOnly' });
    expect((await review(client(backend), { application_id: application.id, decision: 'approve' })).response?.status).toBe(401);
    const direct = await shopper.supabase.rpc('approve_vendor_application', { application_id: application.id });
    expect(direct.error?.code).toBe('42501');
    expect((await client(backend).from('vendors').select('id').eq('slug', `genge-${run}`)).data).toEqual([]);
    expect(await mailTo(backend, application.email)).toEqual([]);
  });
});
