import type { PageDeclaration } from '@marketplace/contracts/pages';
import { commonPageTitle } from '@marketplace/contracts/page-titles';

/** The pages this remote serves; they travel in its manifest (see mfe-catalog/src/pages.ts). */
export const PAGES: PageDeclaration[] = [
  { path: '/login', module: './LoginPage', guard: 'guest-only', title: commonPageTitle('login') },
  { path: '/register', module: './RegisterPage', guard: 'guest-only', title: commonPageTitle('register') },
  { path: '/forgot-password', module: './ForgotPasswordPage', guard: 'guest-only', title: commonPageTitle('forgotPassword') },
  // The mailed recovery link lands here; public, since the link itself signs the user in.
  { path: '/reset-password', module: './ResetPasswordPage', guard: 'public', title: commonPageTitle('resetPassword') },
  { path: '/orders', module: './OrdersPage', guard: 'signed-in', title: commonPageTitle('orders') },
  { path: '/orders/:orderId', module: './OrderDetailsPage', guard: 'signed-in', title: commonPageTitle('orderDetails') },
  { path: '/profile', module: './ProfilePage', guard: 'signed-in', title: commonPageTitle('profile') },
];
