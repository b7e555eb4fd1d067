import { renderStandalone } from '@marketplace/contracts';
import ForgotPasswordPage from './exposes/ForgotPasswordPage';
import LoginPage from './exposes/LoginPage';
import OrdersPage from './exposes/OrdersPage';
import ProfilePage from './exposes/ProfilePage';
import RegisterPage from './exposes/RegisterPage';

// Standalone: this remote alone, its pages on their routes, with a dev host in place of the shell.
void renderStandalone('mfe_account', {
  './ForgotPasswordPage': ForgotPasswordPage,
  './LoginPage': LoginPage,
  './OrdersPage': OrdersPage,
  './ProfilePage': ProfilePage,
  './RegisterPage': RegisterPage,
});
