import type { en } from './en';

export const sw: typeof en = {
  common: { loading: 'Inapakia...' },
  // Actions that need the server, tried without a connection (what was typed stays in the form):
  // `lead` when the browser says it is offline, else the central 'Connection error' message, then the action's sentence.
  offline: {
    lead: 'Huko mtandaoni.',
    signIn: 'Kuingia kunahitaji muunganisho — ulichoandika kimebaki; jaribu tena utakaporudi mtandaoni.',
    signUp: 'Kufungua akaunti kunahitaji muunganisho — ulichoandika kimebaki; jaribu tena utakaporudi mtandaoni.',
    resetLink: 'Kutuma kiungo cha kuweka upya kunahitaji muunganisho — barua pepe yako imebaki; jaribu tena utakaporudi mtandaoni.',
    newPassword: 'Kuhifadhi nenosiri jipya kunahitaji muunganisho — ulichoandika kimebaki; jaribu tena utakaporudi mtandaoni.',
    profile: 'Kuhifadhi wasifu wako kunahitaji muunganisho — mabadiliko yako yamebaki; jaribu tena utakaporudi mtandaoni.',
    resend: 'Kutuma barua pepe ya uthibitisho kunahitaji muunganisho; jaribu tena utakaporudi mtandaoni.',
  },
  form: {
    email: 'Barua pepe', password: 'Nenosiri', fullName: 'Jina Kamili', confirmPassword: 'Thibitisha Nenosiri',
    newPassword: 'Nenosiri Jipya', showPassword: 'Onyesha', hidePassword: 'Ficha',
  },
  login: {
    forgotPassword: 'Umesahau nenosiri lako?', submit: 'Ingia', submitting: 'Inaingia...',
    google: 'Endelea na Google',
    googleUnavailable: 'Kuingia kwa Google hakujawezeshwa kwenye duka hili. Tafadhali ingia kwa barua pepe na nenosiri lako.',
    noAccount: 'Huna akaunti?', createAccount: 'Fungua akaunti',
    resendConfirmation: 'Tuma tena barua pepe ya uthibitisho', confirmationResent: 'Barua pepe mpya ya uthibitisho inakuja. Tafadhali angalia kikasha chako.',
  },
  register: {
    requirementsTitle: 'Masharti ya nenosiri', requirementMet: 'limetimizwa', requirementNotMet: 'halijatimizwa',
    submit: 'Fungua Akaunti', submitting: 'Inafungua akaunti...', haveAccount: 'Tayari una akaunti?', signIn: 'Ingia',
  },
  forgot: {
    intro: 'Weka barua pepe ya akaunti yako na tutakutumia kiungo cha kuweka upya nenosiri lako.',
    formLabel: 'Omba kiungo cha kuweka upya nenosiri', submit: 'Tuma kiungo cha kuweka upya', sending: 'Inatuma...',
    sent: 'Ikiwa kuna akaunti ya barua pepe hiyo, kiungo cha kuweka upya nenosiri kinakuja. Tafadhali angalia kikasha chako.',
    backToLogin: 'Rudi kwenye kuingia',
  },
  reset: {
    checkingLink: 'Inakagua kiungo chako cha kuweka upya...',
    invalidLink: 'Kiungo hiki cha kuweka upya nenosiri kimekwisha muda au kimeshatumika. Omba kipya hapa chini.',
    submit: 'Sasisha Nenosiri', saving: 'Inasasisha...',
    success: 'Nenosiri lako limesasishwa. Sasa umeingia.',
    samePassword: 'Tafadhali chagua nenosiri tofauti na lako la sasa.',
  },
  profile: {
    personalInformation: 'Taarifa Binafsi', fullName: 'Jina Kamili', email: 'Anwani ya Barua Pepe',
    update: 'Sasisha Wasifu', updating: 'Inasasisha...',
    emailChangeSent: 'Tumetuma kiungo cha uthibitisho kwa {{email}}. Barua pepe yako itabadilika utakapokifuata.',
    accountSecurity: 'Usalama wa Akaunti', emailVerified: 'Barua Pepe Imethibitishwa', verified: 'Imethibitishwa', unverified: 'Haijathibitishwa',
    accountCreated: 'Akaunti Ilifunguliwa', notAvailable: 'Haipatikani', lastSignIn: 'Kuingia Mara ya Mwisho',
    emailPreferences: 'Mapendeleo ya Barua Pepe', orderNotifications: 'Arifa za maagizo', marketingEmails: 'Barua pepe za matangazo',
    securityAlerts: 'Tahadhari za usalama', preferencesSaved: 'Mapendeleo ya barua pepe yamehifadhiwa',
  },
  orders: {
    status: {
      delivered: 'Imewasilishwa', shipped: 'Imesafirishwa', processing: 'Inashughulikiwa', cancelled: 'Imeghairiwa',
      pending_payment: 'Inasubiri malipo', payment_failed: 'Malipo yameshindwa',
    },
    lineStatus: { pending: 'Inasubiri muuzaji', accepted: 'Imekubaliwa na muuzaji', ready: 'Tayari kusafirishwa', shipped: 'Imesafirishwa', delivered: 'Imewasilishwa', cancelled: 'Imeghairiwa' },
    delivery: { standard: 'Uwasilishaji wa kawaida', express: 'Uwasilishaji wa haraka', pickup: 'Chukua dukani' },
    paymentMethod: { mpesa: 'M-Pesa', card: 'Kadi ya Mkopo/Benki', cod: 'Lipa Unapopokea' },
    paymentStatus: { pending: 'Inasubiri', paid: 'Imelipwa', failed: 'Imeshindwa', cancelled: 'Imeghairiwa' },
    mpesaReceipt: 'Risiti {{receipt}}',
    notRecorded: 'Haijarekodiwa',
    receipt: {
      title: 'Risiti', shop: 'Soko la Wilaya', order: 'Agizo', date: 'Tarehe', status: 'Hali',
      item: 'Bidhaa', quantity: 'Idadi', price: 'Bei', lineTotal: 'Jumla ya mstari',
    },
    subtotal: 'Jumla ndogo', deliveryFee: 'Uwasilishaji', tax: 'Kodi', total: 'Jumla', payment: 'Malipo',
    reordered: 'Bidhaa za agizo hili ziko kwenye kikapu chako.',
    reorderedPartly: 'Bidhaa {{count}} kati ya {{total}} zimeongezwa kwenye kikapu chako. Hazipatikani tena: {{names}}.',
    reorderedNone: 'Hakuna kati ya bidhaa hizi kinachoweza kuagizwa tena: {{names}}.',
    orderNumber: 'Agizo {{id}}', placedOn: 'Liliwekwa {{date}}', trackingNumber: 'Namba ya Ufuatiliaji',
    trackingNumbers: 'Namba za Ufuatiliaji', carrier: 'Msafirishaji: {{carrier}}',
    deliveryMethod: 'Njia ya uwasilishaji', address: 'Anwani ya uwasilishaji',
    viewDetails: 'Angalia Maelezo', hideDetails: 'Ficha Maelezo', trackPackage: 'Fuatilia Kifurushi',
    downloadReceipt: 'Pakua Risiti', reorder: 'Agiza Tena Bidhaa', contactSupport: 'Wasiliana na Huduma kwa Wateja',
    openOrderPage: 'Fungua ukurasa wa agizo {{id}}',
    loading: 'Inapakia maagizo yako...', tryAgain: 'Jaribu Tena', notFound: 'Agizo halikupatikana', backToOrders: 'Rudi kwa Maagizo Yangu',
    empty: 'Bado hujaweka agizo lolote.', browseProducts: 'Vinjari Bidhaa',
    live: { open: 'Moja kwa moja', connecting: 'Inaunganisha…', reconnecting: 'Inaunganisha upya…', closed: 'Nje ya mtandao', statusChanged: 'Agizo {{id}} sasa ni {{status}}.' },
  },
};
