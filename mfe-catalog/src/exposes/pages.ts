import type { ComponentType } from 'react';
import CategoriesPage from './CategoriesPage';
import HomePage from './HomePage';
import ListingPage from './ListingPage';
import ProductPage from './ProductPage';
import VendorInfoPage from './VendorInfoPage';
import VendorPage from './VendorPage';
import VendorRegisterPage from './VendorRegisterPage';

/** Every exposed page by its module name: the standalone bootstrap and the server render both route to these. */
export const EXPOSED_PAGES: Record<string, ComponentType> = {
  './CategoriesPage': CategoriesPage,
  './HomePage': HomePage,
  './ListingPage': ListingPage,
  './ProductPage': ProductPage,
  './VendorInfoPage': VendorInfoPage,
  './VendorPage': VendorPage,
  './VendorRegisterPage': VendorRegisterPage,
};
