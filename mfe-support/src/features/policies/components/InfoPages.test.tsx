import '@testing-library/jest-dom';
import { MemoryRouter } from 'react-router-dom';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { COMMON_TRANSLATIONS, initI18n, registerTranslations } from '@marketplace/contracts';
import { translations } from '../../../i18n/translations';
import { AboutScreen } from '../../about/components/AboutScreen';
import { ReturnsScreen } from './ReturnsScreen';
import { ShippingScreen } from './ShippingScreen';

beforeAll(async () => {
  await initI18n('en');
  registerTranslations('common', COMMON_TRANSLATIONS);
  registerTranslations('support', translations);
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

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
});

describe('AboutScreen', () => {
  it('tells the 2020 story, the five values and links the featured vendor', () => {
    inRouter(<AboutScreen />);
    expect(screen.getByText(/founded in 2020/)).toBeInTheDocument();
    for (const value of ['Customer Satisfaction', 'Quality Assurance', 'Community Support', 'Ethical Business Practices', 'Innovation & Continuous Improvement']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Visit Nairobi Scale Models' })).toHaveAttribute('href', '/vendor/nairobi-scale-models');
  });
});
