import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { inRouter, setUpI18nPerTest } from '../../../testing/harness';
import { ReturnsScreen } from './ReturnsScreen';
import { ShippingScreen } from './ShippingScreen';

setUpI18nPerTest();

describe('ShippingScreen', () => {
  it('states the delivery figures held in contracts, in KES', () => {
    inRouter(<ShippingScreen />);
    expect(screen.getByRole('heading', { name: 'Standard Delivery' })).toBeInTheDocument();
    expect(screen.getByText('1-3 business days')).toBeInTheDocument();
    expect(screen.getAllByText('KSh 300, free on orders above KSh 10,000')).toHaveLength(2);
    expect(screen.getByText('Within 24 hours in Nairobi')).toBeInTheDocument();
    expect(screen.getByText('Orders placed before 14:00 EAT leave the same day.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Special handling for Nairobi Scale Models' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@district.market' })).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('states international shipping: 7-14 business days, cost at checkout, duties paid by the buyer', () => {
    inRouter(<ShippingScreen />);
    const heading = screen.getByRole('heading', { name: 'International Shipping' });
    expect(heading.nextElementSibling).toHaveTextContent(
      'We ship worldwide in 7-14 business days. The cost is calculated at checkout, and customs duties and taxes are paid by the buyer.',
    );
  });

  it("gives the featured vendor's 1-2 extra days and the four address and processing rules", () => {
    inRouter(<ShippingScreen />);
    expect(screen.getByRole('heading', { name: 'Special handling for Nairobi Scale Models' }).nextElementSibling).toHaveTextContent(
      'Scale models are packed by hand in protective cases and take 1-2 extra business days to leave the workshop.',
    );
    const rules = screen.getByRole('heading', { name: 'Addresses and processing' }).nextElementSibling as HTMLElement;
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Orders placed before 14:00 EAT leave the same day.',
      'Orders placed at the weekend are processed on Monday.',
      'P.O. Box addresses are accepted for standard delivery only.',
      'Give an estate, a street or building, and a phone number our rider can call.',
    ]);
  });

  it('has the tracking note with a link to My Orders, and email (mailto:) and phone (tel:) links', () => {
    inRouter(<ShippingScreen />);
    const tracking = screen.getByRole('heading', { name: 'Tracking your order' }).nextElementSibling as HTMLElement;
    expect(tracking).toHaveTextContent('When your order ships we email you its tracking number, which also appears in your orders:');
    expect(within(tracking).getByRole('link')).toHaveAttribute('href', '/orders');
    const questions = screen.getByRole('heading', { name: 'Questions about delivery?' }).nextElementSibling as HTMLElement;
    expect(within(questions).getByRole('link', { name: '+254 700 000 000' })).toHaveAttribute('href', 'tel:+254700000000');
    expect(within(questions).getByRole('link', { name: 'support@district.market' })).toHaveAttribute(
      'href',
      'mailto:support@district.market',
    );
  });

  it('reads in Swahili with the same figures', async () => {
    inRouter(<ShippingScreen />);
    await act(() => i18next.changeLanguage('sw'));
    expect(screen.getByText('Siku 1-3 za kazi')).toBeInTheDocument();
  });
});

describe('ReturnsScreen', () => {
  it('gives the policy windows, four steps and links to orders and contact', () => {
    inRouter(<ReturnsScreen />);
    expect(screen.getByText(/within 30 days of delivery/)).toBeInTheDocument();
    expect(screen.getByText('Limited editions can be returned within 14 days, unopened only.')).toBeInTheDocument();
    expect(screen.getByText('Custom models are final sale unless they arrive defective.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to return an item' }).nextElementSibling?.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByText(/within 5-7 business days .* further 3-5 business days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });

  it('lists what can and cannot be returned', () => {
    inRouter(<ReturnsScreen />);
    const items = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Returnable')).toEqual([
      'Unused items in their original packaging',
      'Defective or damaged items',
      'Items that differ from what you ordered',
      'Clothing and shoes in the wrong size, with tags attached',
    ]);
    expect(items('Not returnable')).toEqual([
      'Food and drinks',
      'Opened beauty and personal care products',
      'Pierced earrings, for hygiene reasons',
      'Custom-made or personalised items',
      'Gift cards',
    ]);
  });

  it("gives the featured vendor's special policy (14 days unopened, custom models final sale) with a link to its collection", () => {
    inRouter(<ReturnsScreen />);
    const special = screen.getByRole('heading', { name: 'Special policy for Nairobi Scale Models' }).nextElementSibling as HTMLElement;
    expect(
      within(special)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Limited editions can be returned within 14 days, unopened only.',
      'Custom models are final sale unless they arrive defective.',
    ]);
    expect(screen.getByRole('link', { name: 'See the Nairobi Scale Models collection' })).toHaveAttribute(
      'href',
      '/vendor/nairobi-scale-models',
    );
  });

  it('says the prepaid label is emailed within 24 hours and returns are processed within 2-3 business days', () => {
    inRouter(<ReturnsScreen />);
    const steps = screen.getByRole('heading', { name: 'How to return an item' }).nextElementSibling as HTMLElement;
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Request a return: Start from My Orders or contact support with your order number.',
      'Get your label: We email you a prepaid return label within 24 hours.',
      'Pack and send: Pack the item securely with its label and drop it off or hand it to our rider.',
      'Get your refund: We process your return within 2-3 business days of arrival.',
    ]);
    expect(screen.getByRole('heading', { name: 'Refunds' }).nextElementSibling).toHaveTextContent(
      'Refunds are issued to your original payment method (M-Pesa or card) within 5-7 business days after we process your return; your bank may take a further 3-5 business days.',
    );
  });

  it.each([
    [
      'so',
      'Siyaasadda Celinta',
      'Siyaasad gaar ah oo Nairobi Scale Models',
      '24 saacadood gudahood ayaan iimayl kuugu soo diraynaa',
      'Celintaada waxaan fulinnaa 2-3 maalmood oo shaqo',
    ],
    [
      'sw',
      'Sera Yetu ya Marejesho',
      'Sera maalum ya Nairobi Scale Models',
      'iliyolipiwa kabla kwa barua pepe ndani ya saa 24',
      'Tunashughulikia marejesho yako ndani ya siku 2-3 za kazi',
    ],
  ])(
    'reads in %s with the same windows: label within 24 hours, processing in 2-3 days',
    async (lng, policy, special, label, processing) => {
      await act(() => i18next.changeLanguage(lng));
      inRouter(<ReturnsScreen />);
      expect(screen.getByRole('heading', { name: policy })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: special })).toBeInTheDocument();
      const steps = within(screen.getAllByRole('list').at(-1)!).getAllByRole('listitem');
      expect(steps).toHaveLength(4);
      expect(steps[1]).toHaveTextContent(label);
      expect(steps[3]).toHaveTextContent(processing);
    },
  );
});
