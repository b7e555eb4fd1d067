import type { Translations } from '@marketplace/contracts';

/** The shell's own strings outside the header and footer. */
export const coreTranslations: Translations = {
  en: {
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
    notFound: {
      message: "Sorry, the page you are looking for doesn't exist or has been moved.",
      home: 'Home',
      goBack: 'Go Back',
      quickLinks: 'Quick Links',
      needHelp: 'Need Help?',
      browseCategories: 'Browse All Categories',
    },
    auth: {
      serviceUnavailable: 'Authentication Service Unavailable',
    },
    toast: { dismiss: 'Dismiss notification' },
    chatLauncher: { open: 'Open chat assistant', unavailable: 'The chat assistant is unavailable right now. Please call us.' },
  },
  so: {
    brand: { name: 'Suuqa Degmada' },
    loading: 'Waa la soo rarayaa…',
    skipToContent: 'U bood nuxurka ugu muhiimsan',
    error: {
      title: 'Wax baa khaldamay',
      message: 'Qaybtan bogga lama muujin karo. Fadlan isku day mar kale, dib u cusboonaysii bogga, ama la xiriir taageerada haddii dhibaatadu sii socoto.',
      id: 'Aqoonsiga Khaladka',
      tryAgain: 'Isku Day Mar Kale',
      refresh: 'Cusboonaysii Bogga',
    },
    notFound: {
      message: 'Waan ka xunnahay, boggii aad raadinaysay ma jiro ama waa la raray.',
      home: 'Hoyga',
      goBack: 'Dib U Noqo',
      quickLinks: 'Xiriiriyeyaal Degdeg ah',
      needHelp: 'Caawimaad Ma U Baahan Tahay?',
      browseCategories: 'Baadh Dhammaan Qaybaha',
    },
    auth: {
      serviceUnavailable: 'Adeegga Xaqiijinta Lama Heli Karo',
    },
    toast: { dismiss: 'Xir ogeysiiska' },
    chatLauncher: { open: 'Fur caawiyaha wada-sheekaysiga', unavailable: 'Caawiyaha wada-sheekaysigu hadda lama heli karo. Fadlan na soo wac.' },
  },
  sw: {
    brand: { name: 'Soko la Mtaa' },
    loading: 'Inapakia…',
    skipToContent: 'Ruka hadi maudhui makuu',
    error: {
      title: 'Hitilafu imetokea',
      message: 'Sehemu hii ya ukurasa haikuweza kuonyeshwa. Tafadhali jaribu tena, onyesha upya ukurasa, au wasiliana na huduma kwa wateja tatizo likiendelea.',
      id: 'Kitambulisho cha Hitilafu',
      tryAgain: 'Jaribu Tena',
      refresh: 'Onyesha Upya Ukurasa',
    },
    notFound: {
      message: 'Samahani, ukurasa unaoutafuta haupo au umehamishwa.',
      home: 'Nyumbani',
      goBack: 'Rudi Nyuma',
      quickLinks: 'Viungo vya Haraka',
      needHelp: 'Unahitaji Msaada?',
      browseCategories: 'Vinjari Kategoria Zote',
    },
    auth: {
      serviceUnavailable: 'Huduma ya Uthibitishaji Haipatikani',
    },
    toast: { dismiss: 'Funga arifa' },
    chatLauncher: { open: 'Fungua msaidizi wa gumzo', unavailable: 'Msaidizi wa gumzo haupatikani sasa hivi. Tafadhali tupigie simu.' },
  },
};
