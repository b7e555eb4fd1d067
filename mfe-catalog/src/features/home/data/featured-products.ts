import clothing from '../../../assets/products/clothing.svg';
import electronics from '../../../assets/products/electronics.svg';
import jewelry from '../../../assets/products/jewelry.svg';
import homeKitchen from '../../../assets/products/home-kitchen.svg';
import beauty from '../../../assets/products/beauty.svg';
import models from '../../../assets/products/models.svg';
import food from '../../../assets/products/food.svg';

/** The spec's featured product (sample data; switching to live tables touches only this file). */
export interface FeaturedProduct {
  id: string;
  name: string;
  price: number;
  originalPrice: number;
  image: string;
  rating: number;
  ratingCount: number;
  isNew: boolean;
  isFeatured: boolean;
  vendor: string;
  category: string;
}

export const FEATURED_PRODUCTS: FeaturedProduct[] = [
  { id: 'fp-1', name: 'Kitenge Print Maxi Dress', price: 2500, originalPrice: 3500, image: clothing, rating: 4.8, ratingCount: 124, isNew: true, isFeatured: true, vendor: 'Mama Africa Fashions', category: 'clothing' },
  { id: 'fp-2', name: 'Wireless Earbuds Pro', price: 4200, originalPrice: 5999, image: electronics, rating: 4.6, ratingCount: 89, isNew: false, isFeatured: true, vendor: 'Nairobi Tech Hub', category: 'electronics' },
  { id: 'fp-3', name: 'Maasai Beaded Necklace', price: 1200, originalPrice: 1800, image: jewelry, rating: 4.9, ratingCount: 203, isNew: true, isFeatured: true, vendor: 'Maasai Crafts', category: 'jewelry' },
  { id: 'fp-4', name: 'Sufuria Cookware Set', price: 3800, originalPrice: 4500, image: homeKitchen, rating: 4.5, ratingCount: 67, isNew: false, isFeatured: true, vendor: 'Jikoni Essentials', category: 'home-kitchen' },
  { id: 'fp-5', name: 'Shea Butter Skin Care Set', price: 1500, originalPrice: 2000, image: beauty, rating: 4.7, ratingCount: 156, isNew: false, isFeatured: true, vendor: 'Urembo Beauty', category: 'beauty' },
  { id: 'fp-6', name: 'Matatu 1:24 Scale Model Kit', price: 6500, originalPrice: 8000, image: models, rating: 4.9, ratingCount: 58, isNew: true, isFeatured: true, vendor: 'Nairobi Scale Models', category: 'models' },
  { id: 'fp-7', name: 'Kenyan AA Coffee Beans 1kg', price: 1800, originalPrice: 2200, image: food, rating: 4.8, ratingCount: 311, isNew: false, isFeatured: true, vendor: 'Kahawa House', category: 'food' },
  { id: 'fp-8', name: 'Smartphone 128GB Dual SIM', price: 18999, originalPrice: 22999, image: electronics, rating: 4.4, ratingCount: 92, isNew: false, isFeatured: true, vendor: 'Nairobi Tech Hub', category: 'electronics' },
];
