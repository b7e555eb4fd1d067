import modelsSlide from '../../../assets/slides/models.svg';
import clothingSlide from '../../../assets/slides/clothing.svg';
import electronicsSlide from '../../../assets/slides/electronics.svg';
import homeKitchenSlide from '../../../assets/slides/home-kitchen.svg';
import jewelrySlide from '../../../assets/slides/jewelry.svg';
import amina from '../../../assets/testimonials/amina.svg';
import brian from '../../../assets/testimonials/brian.svg';
import fatuma from '../../../assets/testimonials/fatuma.svg';

// Marketing content: not catalogue data, so it lives with the screen. Texts are translation keys
// (namespace 'catalog') under slides.<id> and testimonials.<id>.

export interface Slide {
  id: string;
  image: string;
  /** Category the button leads to. */
  category: string;
  discount: number;
}

export const SLIDES: readonly Slide[] = [
  { id: 'models', image: modelsSlide, category: 'models', discount: 20 },
  { id: 'clothing', image: clothingSlide, category: 'clothing', discount: 30 },
  { id: 'electronics', image: electronicsSlide, category: 'electronics', discount: 25 },
  { id: 'home-kitchen', image: homeKitchenSlide, category: 'home-kitchen', discount: 15 },
  { id: 'jewelry', image: jewelrySlide, category: 'jewelry', discount: 10 },
];

export const AUTOPLAY_MS = 5000;

export interface Testimonial {
  id: string;
  name: string;
  image: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 'amina', name: 'Amina Wanjiku', image: amina, rating: 5 },
  { id: 'brian', name: 'Brian Otieno', image: brian, rating: 5 },
  { id: 'fatuma', name: 'Fatuma Hassan', image: fatuma, rating: 4 },
];

export const HIGHLIGHTS = ['delivery', 'sellers', 'payments', 'support'] as const;

/** The discovery carousel's chips and the catalogue category each one shows. */
export const DISCOVERY_FILTERS = {
  all: null,
  electronics: 'electronics',
  fashion: 'clothing',
  home: 'home-kitchen',
  beauty: 'beauty',
  jewelry: 'jewelry',
  models: 'models',
} as const;
export type DiscoveryFilter = keyof typeof DISCOVERY_FILTERS;

/** The home grid's six categories (Models has its own carousel slide and hero button). */
export const HOME_CATEGORIES = ['clothing', 'electronics', 'home-kitchen', 'beauty', 'jewelry', 'food'] as const;
