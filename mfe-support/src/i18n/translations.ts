import type { Translations } from '@marketplace/contracts';

export const translations: Translations = {
  en: {
    panel: {
      title: 'Need help? Talk to us',
      hours: 'Support hours: Mon-Fri 8AM-6PM EAT',
      call: 'Call {{phone}}',
      message: 'Chat on WhatsApp',
      faq: 'Read the FAQ',
      greeting: 'Hello District Market! I need help with my order.',
    },
    chat: {
      title: 'Chat Assistant',
      open: 'Open chat assistant',
      close: 'Close chat',
      greeting: 'Hello! How can I help you today? Ask me about shipping, returns or payment.',
    },
  },
  so: {
    panel: {
      title: 'Caawimaad ma u baahan tahay? Nala hadal',
      hours: 'Saacadaha taageerada: Isniin-Jimce 8AM-6PM EAT',
      call: 'Wac {{phone}}',
      message: 'Nagala sheekayso WhatsApp',
      faq: "Akhri su'aalaha la isweydiiyo",
      greeting: 'Salaan District Market! Waxaan u baahanahay caawimaad dalabkayga.',
    },
    chat: {
      title: 'Caawiyaha Wada-sheekaysiga',
      open: 'Fur caawiyaha wada-sheekaysiga',
      close: 'Xir wada-sheekaysiga',
      greeting: 'Salaan! Sideen kuu caawin karaa maanta? I weydii rarista, celinta ama lacag bixinta.',
    },
  },
  sw: {
    panel: {
      title: 'Unahitaji msaada? Zungumza nasi',
      hours: 'Saa za huduma: Jumatatu-Ijumaa 8AM-6PM EAT',
      call: 'Piga {{phone}}',
      message: 'Ongea nasi kwa WhatsApp',
      faq: 'Soma maswali yanayoulizwa mara kwa mara',
      greeting: 'Habari District Market! Ninahitaji msaada kuhusu agizo langu.',
    },
    chat: {
      title: 'Msaidizi wa Gumzo',
      open: 'Fungua msaidizi wa gumzo',
      close: 'Funga gumzo',
      greeting: 'Habari! Nikusaidie vipi leo? Niulize kuhusu usafirishaji, marejesho au malipo.',
    },
  },
};
