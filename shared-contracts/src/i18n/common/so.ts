import type { en } from './en';

export const so: typeof en = {
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
  businessHours: { week: 'Isniin-Sabti 9:00 subaxnimo-8:00 fiidnimo', sunday: 'Axad 10:00 subaxnimo-6:00 fiidnimo' },
  devBuild: 'nooca horumarinta',
};
