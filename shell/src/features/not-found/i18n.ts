import type { Translations } from '@marketplace/contracts';

/** Page Not Found's own texts: they travel in its chunk, in every language, as few visits need them. */
export const NOT_FOUND_NAMESPACE = 'shell-not-found';

export const notFoundTranslations: Translations = {
  en: {
    notFound: {
      message: "Sorry, the page you are looking for doesn't exist or has been moved.",
      home: 'Home',
      goBack: 'Go Back',
      quickLinks: 'Quick Links',
      needHelp: 'Need Help?',
      browseCategories: 'Browse All Categories',
    },
  },
  so: {
    notFound: {
      message: 'Waan ka xunnahay, boggii aad raadinaysay ma jiro ama waa la raray.',
      home: 'Hoyga',
      goBack: 'Dib U Noqo',
      quickLinks: 'Xiriiriyeyaal Degdeg ah',
      needHelp: 'Caawimaad Ma U Baahan Tahay?',
      browseCategories: 'Baadh Dhammaan Qaybaha',
    },
  },
  sw: {
    notFound: {
      message: 'Samahani, ukurasa unaoutafuta haupo au umehamishwa.',
      home: 'Nyumbani',
      goBack: 'Rudi Nyuma',
      quickLinks: 'Viungo vya Haraka',
      needHelp: 'Unahitaji Msaada?',
      browseCategories: 'Vinjari Kategoria Zote',
    },
  },
};
