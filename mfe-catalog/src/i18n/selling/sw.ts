import type { en } from './en';

export const sw: typeof en = {
  vendorInfo: {
    intro: 'Leta duka lako mtandaoni uwafikie wanunuzi kote Nairobi.',
    whyHeading: 'Kwa nini uuze hapa',
    reasons: {
      fees: { title: 'Hakuna ada ya kuorodhesha', text: 'Kuorodhesha bidhaa zako ni bure; kamisheni ndogo inatozwa tu unapouza.' },
      delivery: {
        title: 'Tunakufikishia',
        text: 'Wasafirishaji wetu huchukua bidhaa dukani kwako na kufikisha ndani ya saa 24 jijini Nairobi.',
      },
      payouts: { title: 'Malipo kwa M-Pesa', text: 'Mapato yako hulipwa kwenye akaunti yako ya M-Pesa kila wiki.' },
      shoppers: { title: 'Wanunuzi kwa lugha tatu', text: 'Duka lako linaonyeshwa kwa Kiingereza, Kisomali na Kiswahili.' },
    },
    stepsHeading: 'Jinsi ya kuanza',
    steps: {
      apply: 'Jaza ombi pamoja na maelezo ya duka lako.',
      review: 'Timu yetu hulikagua na kukupigia simu ndani ya siku mbili za kazi.',
      listing: 'Tunakusaidia kupiga picha na kuorodhesha bidhaa zako.',
      sell: 'Anza kuuza na ulipwe kwa M-Pesa.',
    },
    apply: 'Omba kuuza',
  },
  register: {
    intro: 'Tueleze kuhusu biashara yako. Tunakagua kila ombi na kukujibu.',
    learnMore: 'Jifunze zaidi kuhusu kuuza',
    businessName: 'Jina la biashara',
    contactName: 'Jina la mhusika',
    email: 'Barua pepe',
    phone: 'Simu',
    phoneHint: 'Nambari ya simu ya Kenya, mfano 0712 345 678',
    category: 'Kategoria',
    chooseCategory: 'Chagua kategoria',
    description: 'Eleza biashara yako',
    logo: 'Nembo ya duka (si lazima)',
    logoHint: 'JPEG, PNG, GIF au WebP, hadi MB 2',
    agree: 'Ninakubali sheria na masharti',
    submit: 'Tuma Ombi',
    submitting: 'Inatuma...',
    thanksTitle: 'Ombi limepokelewa',
    thanksText: 'Asante! Tutakagua ombi lako na kuwasiliana nawe kupitia {{email}}.',
    backHome: 'Rudi kwenye ukurasa wa nyumbani',
  },
};
