import type { en } from './en';

export const so: typeof en = {
  vendorInfo: {
    intro: 'Dukaankaaga online soo geli oo gaadh iibsadayaasha Nairobi oo dhan.',
    whyHeading: 'Maxaad halkan uga iibinaysaa',
    reasons: {
      fees: {
        title: 'Lacag diiwaangelin ma jirto',
        text: 'Soo bandhigidda alaabtaadu waa bilaash; komishan yar ayaa la qaataa oo keliya marka aad wax iibiso.',
      },
      delivery: {
        title: 'Annagaa kuu keenna',
        text: 'Darawallayadu waxay alaabta ka qaadaan dukaankaaga, waxayna keenaan 24 saacadood gudahood Nairobi.',
      },
      payouts: { title: 'Lacag bixin M-Pesa', text: 'Dakhligaaga toddobaad kasta ayaa lagu shubaa akoonkaaga M-Pesa.' },
      shoppers: { title: 'Iibsadayaal saddex luqadood', text: 'Dukaankaaga waxaa lagu muujiyaa Ingiriisi, Soomaali iyo Sawaaxili.' },
    },
    stepsHeading: 'Sida loo bilaabo',
    steps: {
      apply: 'Buuxi codsiga adigoo ku qoraya faahfaahinta dukaankaaga.',
      review: 'Kooxdayadu way eegaysaa, waxayna ku soo wacaysaa laba maalmood oo shaqo gudahood.',
      listing: 'Waxaan kaa caawinaynaa sawirka iyo soo bandhigidda alaabtaada.',
      sell: 'Bilow iibinta oo lacagta ku hel M-Pesa.',
    },
    apply: 'Codso inaad iibiso',
  },
  register: {
    intro: 'Noo sheeg ganacsigaaga. Codsi kasta waan eegnaa, waanan kuu soo jawaabaynaa.',
    learnMore: 'Wax badan ka baro iibinta',
    businessName: 'Magaca ganacsiga',
    contactName: 'Magaca qofka la xiriirayo',
    email: 'Iimayl',
    phone: 'Taleefan',
    phoneHint: 'Lambar mobile Kenya ah, tusaale 0712 345 678',
    category: 'Qaybta',
    chooseCategory: 'Dooro qayb',
    description: 'Sharax ganacsigaaga',
    logo: 'Astaanta dukaanka (ikhtiyaari)',
    logoHint: 'JPEG, PNG, GIF ama WebP, ilaa 2 MB',
    agree: 'Waan oggolahay shuruudaha iyo xaaladaha',
    submit: 'Dir Codsiga',
    submitting: 'Waa la dirayaa...',
    thanksTitle: 'Codsiga waa la helay',
    thanksText: 'Mahadsanid! Codsigaaga waan eegi doonnaa, waxaanan kugala soo xiriiri doonnaa {{email}}.',
    backHome: 'Ku noqo bogga hore',
  },
};
