import { renderStandalone } from '@marketplace/contracts';
import { PAGES } from './pages';
import ForgotPasswordPage from './exposes/ForgotPasswordPage';
import LoginPage from './exposes/LoginPage';
import OrderDetailsPage from './exposes/OrderDetailsPage';
import OrdersPage from './exposes/OrdersPage';
import ProfilePage from './exposes/ProfilePage';
import RegisterPage from './exposes/RegisterPage';
import ResetPasswordPage from './exposes/ResetPasswordPage';

// Standalone: this remote alone, its pages on their routes, with a dev host in place of the shell.
void renderStandalone(PAGES, {
  './ForgotPasswordPage': ForgotPasswordPage,
  './LoginPage': LoginPage,
  './OrderDetailsPage': OrderDetailsPage,
  './OrdersPage': OrdersPage,
  './ProfilePage': ProfilePage,
  './RegisterPage': RegisterPage,
  './ResetPasswordPage': ResetPasswordPage,
});
