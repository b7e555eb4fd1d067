import '@testing-library/jest-dom';
import { MemoryRouter } from 'react-router';
import { render, screen } from '@testing-library/react';
import { englishOnly, firstPaint, setUpI18n } from '../testing/harness';
import type { Product } from '../lib/catalogue/catalogue';
import { ProductGrid } from './ProductGrid';

const product = (i: number): Product => ({
  id: `p-${i}`,
  names: englishOnly(`Product ${i}`),
  descriptions: englishOnly('A product'),
  price: 1000 + i,
  originalPrice: null,
  image: `products/p-${i}.svg`,
  rating: 4,
  ratingCount: 3,
  isNew: false,
  stock: 5,
  vendor: { id: 'v', name: 'Vendor', slug: 'vendor' },
  category: 'clothing',
});
const PRODUCTS = Array.from({ length: 10 }, (_, i) => product(i + 1));

beforeAll(setUpI18n);

describe('ProductGrid', () => {
  it("renders a first screen's cards at once and the cards after them only once those have painted", async () => {
    render(
      <MemoryRouter>
        <ProductGrid state={{ status: 'ready', data: PRODUCTS }} retry={() => undefined} skeletons={4} eagerImages={4} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('Product 4')).toBeInTheDocument();
    expect(screen.queryByText('Product 5')).not.toBeInTheDocument();
    await firstPaint();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('renders every card at once where no first screen is named (a section lower on the page)', () => {
    render(
      <MemoryRouter>
        <ProductGrid state={{ status: 'ready', data: PRODUCTS }} retry={() => undefined} skeletons={4} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });
});
