import type { en } from './en';

export const sw: typeof en = {
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
  businessHours: { week: 'Jumatatu-Jumamosi saa 3 asubuhi-saa 2 usiku', sunday: 'Jumapili saa 4 asubuhi-saa 12 jioni' },
  devBuild: 'toleo la uundaji',
};
