import { renderStandalone } from '@marketplace/contracts';
import { PAGES } from './pages';
import AboutPage from './exposes/AboutPage';
import ChatWidget from './exposes/ChatWidget';
import ContactPage from './exposes/ContactPage';
import FaqPage from './exposes/FaqPage';
import ReturnsPage from './exposes/ReturnsPage';
import ShippingPage from './exposes/ShippingPage';
import SupportPanel from './exposes/SupportPanel';

// Standalone: this remote alone, its pages on their routes, with a dev host in place of the shell.
void renderStandalone(PAGES, {
  './AboutPage': AboutPage,
  './ChatWidget': ChatWidget,
  './ContactPage': ContactPage,
  './FaqPage': FaqPage,
  './ReturnsPage': ReturnsPage,
  './ShippingPage': ShippingPage,
  './SupportPanel': SupportPanel,
});
