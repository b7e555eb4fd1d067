import type { Translations } from '@marketplace/contracts';

export const translations: Translations = {
  en: {
    home: { featuredProducts: 'Featured Products' },
    product: {
      new: 'New',
      percentOff: '{{percent}}% OFF',
      rating: 'Rated {{rating}} out of 5 by {{count}} shoppers',
      originalPrice: 'Original price:',
      addToCart: 'Add to Cart',
      addToCartNamed: 'Add to Cart: {{name}}',
    },
  },
  so: {
    home: { featuredProducts: 'Alaabta La Soo Xulay' },
    product: {
      new: 'Cusub',
      percentOff: '{{percent}}% DHIMIS',
      rating: 'Qiimeyn {{rating}} ka mid ah 5, {{count}} iibsade',
      originalPrice: 'Qiimihii hore:',
      addToCart: 'Ku Dar Gaadhiga',
      addToCartNamed: 'Ku Dar Gaadhiga: {{name}}',
    },
  },
  sw: {
    home: { featuredProducts: 'Bidhaa Maalum' },
    product: {
      new: 'Mpya',
      percentOff: 'PUNGUZO {{percent}}%',
      rating: 'Imekadiriwa {{rating}} kati ya 5 na wanunuzi {{count}}',
      originalPrice: 'Bei ya awali:',
      addToCart: 'Ongeza Kikapuni',
      addToCartNamed: 'Ongeza Kikapuni: {{name}}',
    },
  },
};
