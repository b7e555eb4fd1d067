import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { renderAt, setUpI18n } from '../../../testing/harness';
import { FeaturedCarousel } from './FeaturedCarousel';

const current = () => document.querySelector('.slide:not([hidden])')?.getAttribute('data-slide');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function renderCarousel() {
  return renderAt('/', <Route path="/" element={<FeaturedCarousel />} />);
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeAll(setUpI18n);
beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('featured-collections carousel', () => {
  it('shows five slides with badge, title, description, discount and a button to its category', () => {
    renderCarousel();
    const slides = document.querySelectorAll('.slide');
    expect(slides).toHaveLength(5);
    expect([...document.querySelectorAll('.discount')].map((d) => d.textContent)).toEqual([
      '20% OFF',
      '30% OFF',
      '25% OFF',
      '15% OFF',
      '10% OFF',
    ]);
    const links = [...document.querySelectorAll('.slide a')].map((a) => a.getAttribute('href'));
    expect(links.slice(0, 3)).toEqual(['/category/models', '/category/clothing', '/category/electronics']);
    expect(screen.getByRole('link', { name: 'Shop Models' })).toBeVisible();
    expect(slides[0]?.querySelector('img')).toHaveAttribute('alt', 'Drawing of a yellow matatu model with a purple stripe on a road');
  });

  it('autoplays every 5 s and wraps from the last slide to the first', () => {
    renderCarousel();
    expect(current()).toBe('models');
    advance(4999);
    expect(current()).toBe('models');
    advance(1);
    expect(current()).toBe('clothing');
    advance(5000 * 3);
    expect(current()).toBe('jewelry');
    advance(5000);
    expect(current()).toBe('models');
  });

  it('a dot jumps to its slide and pauses autoplay; autoplay resumes 5 s later', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4: Jikoni Favourites' }));
    expect(current()).toBe('home-kitchen');
    expect(screen.getByRole('button', { name: 'Go to slide 4: Jikoni Favourites' })).toHaveAttribute('aria-current', 'true');
    advance(5000);
    expect(current()).toBe('home-kitchen');
    advance(5000);
    expect(current()).toBe('jewelry');
  });

  it('previous and next move one slide and wrap', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('jewelry');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('models');
  });

  it('stops while the pointer is inside and resumes when it leaves', () => {
    renderCarousel();
    const frame = document.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
    fireEvent.pointerEnter(frame);
    advance(20000);
    expect(current()).toBe('models');
    fireEvent.pointerLeave(frame);
    advance(5000);
    expect(current()).toBe('clothing');
  });

  it('stops while keyboard focus is inside', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(20000);
    expect(current()).toBe('models');
  });

  it('does not autoplay when the shopper prefers reduced motion', () => {
    setReducedMotion(true);
    renderCarousel();
    advance(30000);
    expect(current()).toBe('models');
  });

  it('each slide has its own favourite toggle', () => {
    localStorage.clear();
    renderCarousel();
    const heart = screen.getByRole('button', { name: 'Save to wishlist: Nairobi Scale Models' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save to wishlist: Kitenge Collection', hidden: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
