import type { Translations } from '@marketplace/contracts';

export const translations: Translations = {
  en: {
    chat: {
      title: 'Chat Assistant',
      open: 'Open chat assistant',
      close: 'Close chat',
      greeting: 'Hello! How can I help you today? Ask me about shipping, returns or payment.',
    },
  },
  so: {
    chat: {
      title: 'Caawiyaha Wada-sheekaysiga',
      open: 'Fur caawiyaha wada-sheekaysiga',
      close: 'Xir wada-sheekaysiga',
      greeting: 'Salaan! Sideen kuu caawin karaa maanta? I weydii rarista, celinta ama lacag bixinta.',
    },
  },
  sw: {
    chat: {
      title: 'Msaidizi wa Gumzo',
      open: 'Fungua msaidizi wa gumzo',
      close: 'Funga gumzo',
      greeting: 'Habari! Nikusaidie vipi leo? Niulize kuhusu usafirishaji, marejesho au malipo.',
    },
  },
};
