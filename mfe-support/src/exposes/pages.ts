import type { ComponentType } from 'react';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import FaqPage from './FaqPage';
import ReturnsPage from './ReturnsPage';
import ShippingPage from './ShippingPage';

/**
 * Every exposed page by its module name: the standalone bootstrap and the server render both route
 * to these. The chat widget and the home page's panel are not pages: they render in the browser.
 */
export const EXPOSED_PAGES: Record<string, ComponentType> = {
  './AboutPage': AboutPage,
  './ContactPage': ContactPage,
  './FaqPage': FaqPage,
  './ReturnsPage': ReturnsPage,
  './ShippingPage': ShippingPage,
};
