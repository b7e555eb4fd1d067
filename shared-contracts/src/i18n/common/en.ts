export const en = {
  pages: {
    home: 'Home', products: 'All Products', deals: "Today's Deals", vendors: 'Vendors',
    categories: 'Categories', category: 'Category', vendorRegister: 'Start Selling',
    vendorInfo: 'Learn More About Selling', vendor: 'Vendor', product: 'Product',
    search: 'Search results', login: 'Login', register: 'Sign Up', forgotPassword: 'Forgot Password', resetPassword: 'Reset Password', orderDetails: 'Order Details',
    orders: 'My Orders', profile: 'Profile Settings', cart: 'Shopping Cart', checkout: 'Checkout',
    contact: 'Contact Us', about: 'About Us', faq: 'Frequently Asked Questions',
    shipping: 'Shipping Information', returns: 'Returns & Exchanges', notFound: 'Page Not Found',
  },
  categories: {
    clothing: 'Clothing', electronics: 'Electronics', 'home-kitchen': 'Home & Kitchen', beauty: 'Beauty',
    jewelry: 'Jewelry', models: 'Models', food: 'Food',
  },
  breadcrumb: 'Breadcrumb',
  /** The district's business hours: the footer and the contact page show the same. */
  businessHours: { week: 'Mon-Sat 9:00 AM-8:00 PM', sunday: 'Sun 10:00 AM-6:00 PM' },
  devBuild: 'dev build',
};
