import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, sellerBackend, sellerHost, setUpI18n, type Reply, type SentRequest } from '../../../testing/harness';
import { ApplicationsScreen } from './ApplicationsScreen';

beforeAll(setUpI18n);

function applicationRow(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    business_name: name,
    contact_name: 'Halima Yusuf',
    email: 'halima@example.com',
    phone: '+254733000111',
    category: 'beauty',
    location: 'Eastleigh',
    description: 'Henna, oils and <b>perfumes</b> from Eastleigh.',
    logo_path: `applications/${id}/logo.png`,
    user_id: null,
    created_at: '2025-03-14T09:30:00Z',
    status: 'pending',
    reviewed_at: null,
    reviewed_by: null,
    reject_reason: null,
    vendor_id: null,
    ...overrides,
  };
}

const FUNCTION = '/functions/v1/review-vendor-application';

function renderApplications(review: (request: SentRequest) => Reply, access = { vendorId: null as string | null, operator: true }) {
  const backend = sellerBackend((request) => {
    if (request.url.pathname === '/rest/v1/vendor_applications')
      return { body: [applicationRow(13, 'Eastleigh Scents'), applicationRow(12, 'Kibera Crafts', { logo_path: null })] };
    if (request.url.pathname === '/storage/v1/object/sign/vendor-applications') {
      return {
        body: [
          { path: 'applications/13/logo.png', signedURL: '/object/sign/vendor-applications/applications/13/logo.png?token=t', error: null },
        ],
      };
    }
    if (request.url.pathname === FUNCTION) return review(request);
    return { status: 404, body: {} };
  }, access);
  renderAt('/seller/applications', <ApplicationsScreen />, sellerHost(backend));
  return backend;
}

describe('/seller/applications', () => {
  it('lists pending applications newest first with their logo through a signed address, and their text as text', async () => {
    const backend = renderApplications(() => ({ status: 404, body: {} }));
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveAccessibleName('Eastleigh Scents');
    expect(within(first!).getByRole('img', { name: 'Logo of Eastleigh Scents' }).getAttribute('src')).toMatch(
      /^http:\/\/backend\.test\/storage\/v1\/object\/sign\/vendor-applications\/applications\/13\/logo\.png\?token=t/,
    );
    expect(second).toHaveAccessibleName('Kibera Crafts');
    expect(within(second!).queryByRole('img')).toBeNull();
    expect(first).toHaveTextContent('Henna, oils and <b>perfumes</b> from Eastleigh.');
    expect(first!.querySelector('b')).toBeNull();
    expect(within(first!).getByText('Beauty')).toBeInTheDocument();
    const [read] = backend.sentTo('/rest/v1/vendor_applications');
    expect(read!.url.searchParams.get('order')).toBe('created_at.desc');
    expect(read!.url.searchParams.get('status')).toBe('eq.pending');
  });

  it('approves through the Edge Function with the seller center as the invite’s destination, and says who was invited', async () => {
    const backend = renderApplications(() => ({
      body: {
        application_id: 13,
        vendor_id: 'eastleigh-scents',
        slug: 'eastleigh-scents',
        name: 'Eastleigh Scents',
        email: 'halima@example.com',
        contact_name: 'Halima Yusuf',
        existing_account: false,
        joined: false,
        invited: true,
      },
    }));
    const [first] = await screen.findAllByRole('article');
    await userEvent.click(within(first!).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Eastleigh Scents is approved: an invitation was sent to halima@example.com.')).toBeInTheDocument();
    expect(backend.sentTo(FUNCTION)[0]!.body).toEqual({ application_id: 13, decision: 'approve', redirect_to: 'http://localhost/seller' });
  });

  it('rejects only with a reason, and shows a refusal of the Edge Function (409 seller.applicationReviewed) on the application', async () => {
    const backend = renderApplications(() => ({
      status: 409,
      body: { code: 'P0001', message: 'Application 13 was already reviewed', details: '13', hint: 'seller.applicationReviewed' },
    }));
    const [first] = await screen.findAllByRole('article');
    await userEvent.click(within(first!).getByRole('button', { name: 'Reject' }));
    const form = within(first!).getByRole('form', { name: 'Reject Eastleigh Scents' });
    await userEvent.click(within(form).getByRole('button', { name: 'Reject and notify' }));
    expect(within(form).getByLabelText('Reason (sent to the applicant)')).toHaveAccessibleDescription(
      'Give a reason of 1 to 1000 characters.',
    );
    expect(backend.sentTo(FUNCTION)).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Reason (sent to the applicant)'), 'We could not verify the business.');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject and notify' }));
    expect(await within(first!).findByRole('alert')).toHaveTextContent('This application has already been reviewed.');
    expect(backend.sentTo(FUNCTION)[0]!.body).toEqual({
      application_id: 13,
      decision: 'reject',
      reason: 'We could not verify the business.',
    });
  });

  it('reports an approval whose invitation mail failed (502 invite_failed) as approved, with how the applicant still joins', async () => {
    renderApplications(() => ({
      status: 502,
      body: { code: 'invite_failed', message: 'The invitation could not be sent', details: null, hint: null },
    }));
    const [first] = await screen.findAllByRole('article');
    await userEvent.click(within(first!).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        'Eastleigh Scents is approved, but the invitation to halima@example.com could not be sent. The applicant can still join by signing up with that address.',
      ),
    ).toBeInTheDocument();
  });

  it('tells a vendor member who is no operator that the page is for operators, and reads none', async () => {
    const backend = renderApplications(() => ({ status: 404, body: {} }), { vendorId: 'nairobi-tech-hub', operator: false });
    expect(await screen.findByText('This page is for the marketplace’s operators.')).toBeInTheDocument();
    expect(backend.sentTo('/rest/v1/vendor_applications')).toHaveLength(0);
  });
});
