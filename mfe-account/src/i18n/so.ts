import type { en } from './en';

export const so: typeof en = {
  common: { loading: 'Waa la soo rarayaa...' },
  // Actions that need the server, tried without a connection (what was typed stays in the form):
  // `lead` when the browser says it is offline, else the central 'Connection error' message, then the action's sentence.
  offline: {
    lead: 'Khadka kuma jirtid.',
    signIn: 'Gelitaanku wuxuu u baahan yahay xiriir — xogtaada waa la hayaa; isku day mar kale marka aad dib ugu soo laabato khadka.',
    signUp: 'Samaynta akoonku waxay u baahan tahay xiriir — xogtaada waa la hayaa; isku day mar kale marka aad dib ugu soo laabato khadka.',
    resetLink: 'Dirista xiriirka dib u dejinta waxay u baahan tahay xiriir — iimaylkaaga waa la hayaa; isku day mar kale marka aad dib ugu soo laabato khadka.',
    newPassword: 'Kaydinta furaha sirta cusub waxay u baahan tahay xiriir — waxaad qortay waa la hayaa; isku day mar kale marka aad dib ugu soo laabato khadka.',
    profile: 'Kaydinta astaantaada waxay u baahan tahay xiriir — isbeddelladaada waa la hayaa; isku day mar kale marka aad dib ugu soo laabato khadka.',
    resend: 'Dirista iimaylka xaqiijinta waxay u baahan tahay xiriir; isku day mar kale marka aad dib ugu soo laabato khadka.',
  },
  form: {
    email: 'Iimayl', password: 'Furaha sirta', fullName: 'Magaca Oo Buuxa', confirmPassword: 'Xaqiiji Furaha Sirta',
    newPassword: 'Furaha Sirta Cusub', showPassword: 'Muuji', hidePassword: 'Qari',
  },
  login: {
    forgotPassword: 'Ma ilowday furaha sirta?', submit: 'Gal', submitting: 'Waa la galayaa...',
    google: 'Ku sii wad Google',
    googleUnavailable: 'Ku galitaanka Google laguma furin dukaankan. Fadlan ku gal iimaylkaaga iyo furaha sirta.',
    noAccount: 'Akoon ma lihid?', createAccount: 'Samee akoon',
    resendConfirmation: 'Dib u dir iimaylka xaqiijinta', confirmationResent: 'Iimayl xaqiijin cusub ayaa kuu socda. Fadlan hubi sanduuqaaga.',
  },
  register: {
    requirementsTitle: 'Shuruudaha furaha sirta', requirementMet: 'waa la buuxiyay', requirementNotMet: 'lama buuxin',
    submit: 'Samee Akoon', submitting: 'Akoonka waa la abuurayaa...', haveAccount: 'Horey ma u lahayd akoon?', signIn: 'Gal',
  },
  forgot: {
    intro: 'Geli cinwaanka iimaylka akoonkaaga waxaanan kuu soo diri doonnaa xiriir aad ku beddesho furaha sirta.',
    formLabel: 'Codso xiriirka dib u dejinta furaha sirta', submit: 'Dir xiriirka dib u dejinta', sending: 'Waa la dirayaa...',
    sent: 'Haddii akoon u jiro cinwaankaas, xiriir dib u dejin ah ayaa u socda. Fadlan hubi sanduuqaaga.',
    backToLogin: 'Ku noqo galitaanka',
  },
  reset: {
    checkingLink: 'Xiriirka dib u dejinta waa la hubinayaa...',
    invalidLink: 'Xiriirkan dib u dejinta wuu dhacay ama horey ayaa loo isticmaalay. Hoos ka codso mid cusub.',
    submit: 'Cusboonaysii Furaha Sirta', saving: 'Waa la cusboonaysiinayaa...',
    success: 'Furaha sirtaada waa la cusboonaysiiyay. Hadda waad gashay.',
    samePassword: 'Fadlan dooro furo sir ah oo ka duwan kan hadda.',
  },
  profile: {
    personalInformation: 'Macluumaadka Shakhsiga', fullName: 'Magaca Oo Buuxa', email: 'Cinwaanka Iimaylka',
    update: 'Cusboonaysii Astaanta', updating: 'Waa la cusboonaysiinayaa...',
    emailChangeSent: 'Xiriir xaqiijin ah ayaan u dirnay {{email}}. Iimaylkaagu wuu isbeddelayaa marka aad raacdo.',
    accountSecurity: 'Amniga Akoonka', emailVerified: 'Iimaylka La Xaqiijiyay', verified: 'La xaqiijiyay', unverified: 'Lama xaqiijin',
    accountCreated: 'Akoonka La Sameeyay', notAvailable: 'Lama hayo', lastSignIn: 'Galitaankii Ugu Dambeeyay',
    emailPreferences: 'Doorashooyinka Iimaylka', orderNotifications: 'Ogeysiisyada dalabyada', marketingEmails: 'Iimaylada suuqgeynta',
    securityAlerts: 'Digniinaha amniga', preferencesSaved: 'Doorashooyinka iimaylka waa la kaydiyay',
  },
  orders: {
    status: {
      delivered: 'La gaarsiiyay', shipped: 'La diray', processing: 'Waa la diyaarinayaa', cancelled: 'La joojiyay',
      pending_payment: 'Lacag bixin ayaa la sugayaa', payment_failed: 'Lacag bixintu way fashilantay',
    },
    lineStatus: { pending: 'Iibiyaha ayaa la sugayaa', accepted: 'Iibiyuhu wuu aqbalay', ready: 'Diyaar u ah in la diro', shipped: 'La diray', delivered: 'La gaarsiiyay', cancelled: 'La joojiyay' },
    delivery: { standard: 'Gaarsiin caadi ah', express: 'Gaarsiin degdeg ah', pickup: 'Ka qaado dukaanka' },
    paymentMethod: { mpesa: 'M-Pesa', card: 'Kaarka Deynta/Bangiga', cod: 'Lacag Bixin Marka La Keeno' },
    paymentStatus: { pending: 'Sugaya', paid: 'La bixiyay', failed: 'Fashilmay', cancelled: 'La joojiyay' },
    mpesaReceipt: 'Rasiid {{receipt}}',
    notRecorded: 'Lama diiwaangelin',
    receipt: {
      title: 'Rasiid', shop: 'Suuqa Degmada', order: 'Dalab', date: 'Taariikh', status: 'Xaalad',
      item: 'Alaab', quantity: 'Tirada', price: 'Qiimaha', lineTotal: 'Wadarta safka',
    },
    subtotal: 'Wadarta hoose', deliveryFee: 'Gaarsiin', tax: 'Canshuur', total: 'Wadarta', payment: 'Lacag bixin',
    reordered: 'Alaabta dalabkan waxay ku jirtaa gaadhigaaga.',
    reorderedPartly: '{{count}} ka mid ah {{total}} alaab ayaa lagu daray gaadhigaaga. Hadda lama heli karo: {{names}}.',
    reorderedNone: 'Alaabtan midna hadda lama dalban karo: {{names}}.',
    orderNumber: 'Dalab {{id}}', placedOn: 'La dalbaday {{date}}', trackingNumber: 'Lambarka Raadraaca',
    trackingNumbers: 'Lambarada Raadraaca', carrier: 'Shirkadda gaarsiinta: {{carrier}}',
    deliveryMethod: 'Habka gaarsiinta', address: 'Cinwaanka gaarsiinta',
    viewDetails: 'Eeg Faahfaahinta', hideDetails: 'Qari Faahfaahinta', trackPackage: 'Raac Xirmada',
    downloadReceipt: 'Soo Dejiso Rasiidka', reorder: 'Dib u Dalbo Alaabta', contactSupport: 'La Xiriir Taageerada',
    openOrderPage: 'Fur bogga dalabka {{id}}',
    loading: 'Dalabyadaada waa la soo rarayaa...', tryAgain: 'Isku Day Mar Kale', notFound: 'Dalabka lama helin', backToOrders: 'Ku noqo Dalabyadayda',
    empty: 'Weli wax dalab ah ma aadan samayn.', browseProducts: 'Daawo Alaabta',
    live: { open: 'Toos ah', connecting: 'Waa la isku xirayaa…', reconnecting: 'Dib ayaa loo isku xirayaa…', closed: 'Khadka ka baxsan', statusChanged: 'Dalabka {{id}} hadda waa {{status}}.' },
  },
};
