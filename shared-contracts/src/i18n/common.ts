import type { Translations } from './setup';

/**
 * The "common" namespace: page titles (breadcrumbs, headings, document title) and category
 * names, used by the shell and every remote alike.
 */
export const COMMON_TRANSLATIONS: Translations = {
  en: {
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
    devBuild: 'dev build',
  },
  so: {
    pages: {
      home: 'Hoyga', products: 'Dhammaan Alaabta', deals: 'Dalabyada Maanta', vendors: 'Iibiyeyaasha',
      categories: 'Qaybaha', category: 'Qayb', vendorRegister: 'Bilow Iibinta',
      vendorInfo: 'Wax Badan Ka Baro Iibinta', vendor: 'Iibiye', product: 'Alaab',
      search: 'Natiijooyinka raadinta', login: 'Gal', register: 'Is Diiwaan Geli', forgotPassword: 'Ilowday Furaha Sirta', resetPassword: 'Dib u Deji Furaha Sirta', orderDetails: 'Faahfaahinta Dalabka',
      orders: 'Dalabyadayda', profile: 'Dejinta Astaanta', cart: 'Gaadhiga Dukaamaysiga', checkout: 'Lacag Bixinta',
      contact: 'Nala Soo Xiriir', about: 'Nagu Saabsan', faq: "Su'aalaha Inta Badan La Isweydiiyo",
      shipping: 'Macluumaadka Rarista', returns: 'Celinta & Beddelka', notFound: 'Bogga Lama Helin',
    },
    categories: {
      clothing: 'Dharka', electronics: 'Elektaroonigga', 'home-kitchen': 'Guriga & Jikada', beauty: 'Quruxda',
      jewelry: 'Dahabka', models: 'Moodellada', food: 'Cuntada',
    },
    breadcrumb: 'Raad-raac',
    devBuild: 'nooca horumarinta',
  },
  sw: {
    pages: {
      home: 'Nyumbani', products: 'Bidhaa Zote', deals: 'Ofa za Leo', vendors: 'Wauzaji',
      categories: 'Kategoria', category: 'Kategoria', vendorRegister: 'Anza Kuuza',
      vendorInfo: 'Jifunze Zaidi Kuhusu Kuuza', vendor: 'Muuzaji', product: 'Bidhaa',
      search: 'Matokeo ya utafutaji', login: 'Ingia', register: 'Jisajili', forgotPassword: 'Umesahau Nenosiri', resetPassword: 'Weka Upya Nenosiri', orderDetails: 'Maelezo ya Agizo',
      orders: 'Maagizo Yangu', profile: 'Mipangilio ya Wasifu', cart: 'Kikapu cha Ununuzi', checkout: 'Malipo',
      contact: 'Wasiliana Nasi', about: 'Kuhusu Sisi', faq: 'Maswali Yanayoulizwa Mara kwa Mara',
      shipping: 'Taarifa za Usafirishaji', returns: 'Marejesho na Mabadilishano', notFound: 'Ukurasa Haupatikani',
    },
    categories: {
      clothing: 'Mavazi', electronics: 'Elektroniki', 'home-kitchen': 'Nyumbani na Jikoni', beauty: 'Urembo',
      jewelry: 'Vito', models: 'Modeli', food: 'Chakula',
    },
    breadcrumb: 'Njia ya ukurasa',
    devBuild: 'toleo la uundaji',
  },
};
