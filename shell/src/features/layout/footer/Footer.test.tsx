import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { renderInShell, setUpI18n } from '../../../testing/harness';
import { Footer } from './Footer';

beforeAll(setUpI18n);
beforeEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  it('has the quick links', () => {
    renderInShell(<Footer />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(hrefs(screen.getByRole('navigation', { name: 'Quick Links' }))).toEqual([
      ['Home', '/'],
      ['All Products', '/products'],
      ["Today's Deals", '/deals'],
      ['Categories', '/categories'],
      ['Vendors', '/vendors'],
      ['Start Selling', '/vendor/register'],
    ]);
  });

  it('has the help links', () => {
    renderInShell(<Footer />);
    expect(hrefs(screen.getByRole('navigation', { name: 'Help & Support' }))).toEqual([
      ['FAQ', '/faq'],
      ['Shipping', '/shipping'],
      ['Returns', '/returns'],
      ['Contact', '/contact'],
      ['About Us', '/about'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]);
  });

  it('has the contact details and business hours', () => {
    renderInShell(<Footer />);
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByText('Nairobi, Kenya')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '+254 700 000 000' })).toHaveAttribute('href', 'tel:+254700000000');
    expect(within(contact).getByRole('link', { name: 'support@district.market' })).toHaveAttribute(
      'href',
      'mailto:support@district.market',
    );
    expect(within(contact).getByText('Mon-Sat 9:00 AM-8:00 PM')).toBeInTheDocument();
    expect(within(contact).getByText('Sun 10:00 AM-6:00 PM')).toBeInTheDocument();
  });

  it('shows the payment options and the copyright with the current year', () => {
    renderInShell(<Footer />);
    const payments = screen.getByRole('list', { name: 'We accept' });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['M-Pesa', 'Credit/Debit Cards', 'Cash on Delivery', 'Bank Transfer']);
    expect(screen.getByText(`© ${new Date().getFullYear()} District Market. All rights reserved.`)).toBeInTheDocument();
  });

  it('speaks Somali and Swahili, not English copies', async () => {
    renderInShell(<Footer />);
    await act(() => i18next.changeLanguage('so'));
    expect(screen.getByRole('navigation', { name: 'Xiriiriyeyaal Degdeg ah' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Qaanuunka Asturnaanta' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText('Saacadaha Shaqada')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Waxaan aqbalnaa' })).getByText('Lacag Bixin Marka La Keeno')).toBeInTheDocument();

    await act(() => i18next.changeLanguage('sw'));
    expect(screen.getByRole('navigation', { name: 'Msaada na Huduma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anza Kuuza' })).toHaveAttribute('href', '/vendor/register');
    expect(screen.getByText('Jumapili saa 4 asubuhi-saa 12 jioni')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Soko la Mtaa. Haki zote zimehifadhiwa.`)).toBeInTheDocument();
  });
});
