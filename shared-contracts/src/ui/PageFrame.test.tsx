import '@testing-library/jest-dom';
import { MemoryRouter } from 'react-router';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { COMMON_TRANSLATIONS } from '../i18n/common';
import { initI18n, registerTranslations } from '../i18n/setup';
import { Breadcrumb, PageFrame } from './PageFrame';

const HOSTILE = '<img src=x onerror=alert(1)>';

beforeAll(async () => {
  await initI18n('en');
  registerTranslations('common', COMMON_TRANSLATIONS);
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('Breadcrumb', () => {
  it('is a navigation landmark named Breadcrumb, starting with a Home link', () => {
    inRouter(<Breadcrumb trail={[{ label: 'Cart', to: '/cart' }, { label: 'Checkout' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'Cart', 'Checkout']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('links every crumb but the last, which is the current page', () => {
    inRouter(
      <Breadcrumb
        trail={[
          { label: 'Cart', to: '/cart' },
          { label: 'Checkout', to: '/checkout' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(within(nav).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    const items = within(nav).getAllByRole('listitem');
    expect(items[2]).toHaveAttribute('aria-current', 'page');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[1]).not.toHaveAttribute('aria-current');
  });

  it('renders a crumb without a link as text', () => {
    inRouter(<Breadcrumb trail={[{ label: 'Search results' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByText('Search results')).toHaveAttribute('aria-current', 'page');
  });

  it('renders user text as text, never as HTML', () => {
    const { container } = inRouter(<Breadcrumb trail={[{ label: HOSTILE, to: '/x' }, { label: HOSTILE }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(HOSTILE)).toHaveLength(2);
  });

  it('follows the language', async () => {
    await i18next.changeLanguage('sw');
    inRouter(<Breadcrumb trail={[{ label: 'X' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Njia ya ukurasa' });
    expect(within(nav).getByRole('link', { name: 'Nyumbani' })).toHaveAttribute('href', '/');
  });
});

describe('PageFrame', () => {
  it('shows the title as the heading and as the current crumb when no trail is given', () => {
    inRouter(<PageFrame title="Shopping Cart" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByText('Shopping Cart')).toHaveAttribute('aria-current', 'page');
  });

  it('uses the given trail and renders its children', () => {
    inRouter(
      <PageFrame title="Checkout" trail={[{ label: 'Cart', to: '/cart' }, { label: 'Checkout' }]}>
        <p>content</p>
      </PageFrame>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Cart', 'Checkout']);
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('renders a hostile title literally, with no img element', () => {
    const { container } = inRouter(<PageFrame title={HOSTILE} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(HOSTILE);
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('<img');
  });
});
