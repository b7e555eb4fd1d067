// The shell's own strings outside the header and footer (the layout's are in features/layout/i18n).
export const en = {
  brand: { name: 'District Market' },
  loading: 'Loading…',
  skipToContent: 'Skip to main content',
  error: {
    title: 'Something went wrong',
    message: 'This part of the page could not be shown. Please try again, refresh the page, or contact support if the problem persists.',
    id: 'Error ID',
    tryAgain: 'Try Again',
    refresh: 'Refresh Page',
  },
  auth: {
    serviceUnavailable: 'Authentication Service Unavailable',
  },
  toast: { dismiss: 'Dismiss notification' },
  chatLauncher: { open: 'Open chat assistant', unavailable: 'The chat assistant is unavailable right now. Please call us.' },
  offline: {
    banner: "You're offline. Pages you have visited and your cart still work.",
    unreachable: "The shop can't be reached right now. Pages you have visited and your cart still work.",
    title: "This page isn't available offline",
    message: "You haven't opened this page while connected, so it isn't saved on your phone. It will open when you're back online.",
    available: 'Available offline',
    home: 'Home',
    cart: 'Cart',
    visited: 'Pages you have visited',
  },
  update: { available: 'New version available', reload: 'Reload' },
};
