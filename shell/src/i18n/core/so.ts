import type { en } from './en';

export const so: typeof en = {
  brand: { name: 'Suuqa Degmada' },
  loading: 'Waa la soo rarayaa…',
  skipToContent: 'U bood nuxurka ugu muhiimsan',
  error: {
    title: 'Wax baa khaldamay',
    message:
      'Qaybtan bogga lama muujin karo. Fadlan isku day mar kale, dib u cusboonaysii bogga, ama la xiriir taageerada haddii dhibaatadu sii socoto.',
    id: 'Aqoonsiga Khaladka',
    tryAgain: 'Isku Day Mar Kale',
    refresh: 'Cusboonaysii Bogga',
  },
  auth: {
    serviceUnavailable: 'Adeegga Xaqiijinta Lama Heli Karo',
  },
  toast: { dismiss: 'Xir ogeysiiska' },
  chatLauncher: {
    open: 'Fur caawiyaha wada-sheekaysiga',
    unavailable: 'Caawiyaha wada-sheekaysigu hadda lama heli karo. Fadlan na soo wac.',
  },
  offline: {
    banner: 'Internet kuma xidhnid. Boggaga aad booqatay iyo gaadhigaagu wali way shaqaynayaan.',
    unreachable: 'Dukaanka lama heli karo hadda. Boggaga aad booqatay iyo gaadhigaagu wali way shaqaynayaan.',
    title: 'Boggan lama heli karo adigoo aan internet ku xidhnayn',
    message:
      'Boggan ma aadan furin adigoo internet ku xidhan, sidaas darteed kuma kaydsana taleefankaaga. Wuu furmi doonaa marka aad internetka dib ugu soo laabato.',
    available: "Waxa la heli karo internet la'aan",
    home: 'Hoyga',
    cart: 'Gaadhiga',
    visited: 'Boggaga aad booqatay',
  },
  update: { available: 'Nooc cusub ayaa diyaar ah', reload: 'Dib u rar' },
};
