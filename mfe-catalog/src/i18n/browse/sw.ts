import type { en } from './en';

export const sw: typeof en = {
  product: {
    notFound: 'Bidhaa haikupatikana',
    notFoundText: 'Hatukuweza kupata bidhaa hii. Huenda imeondolewa, au kiungo si sahihi.',
    backToProducts: 'Tazama bidhaa zote',
    soldBy: 'Inauzwa na',
    inStock: '{{count}} zipo',
    quantity: 'Idadi',
    decrease: 'Punguza idadi',
    increase: 'Ongeza idadi',
    related: 'Bidhaa Zinazohusiana',
  },
  vendor: {
    notFound: 'Muuzaji hakupatikana',
    notFoundText: 'Hatukuweza kumpata muuzaji huyu. Huenda duka limefungwa, au kiungo si sahihi.',
    backToVendors: 'Tazama wauzaji wote',
    joined: 'Alijiunga {{date}}',
    phone: 'Piga simu dukani:',
    empty: '{{name}} haina bidhaa zinazouzwa kwa sasa.',
  },
  category: {
    notFound: 'Kategoria haikupatikana',
    notFoundText: 'Hatukuweza kupata kategoria hii. Huenda kiungo si sahihi.',
    backToCategories: 'Tazama kategoria zote',
  },
  listing: {
    allProducts: 'Bidhaa Zote',
    count_one: 'Bidhaa {{count}}',
    count_other: 'Bidhaa {{count}}',
    vendorCount_one: 'Muuzaji {{count}}',
    vendorCount_other: 'Wauzaji {{count}}',
    empty: 'Bado hakuna bidhaa hapa.',
    pages: 'Kurasa',
    previous: 'Ukurasa uliotangulia',
    next: 'Ukurasa unaofuata',
    pageOf: 'Ukurasa {{page}} kati ya {{pages}}',
    productsDescription: 'Kila kitu kinachouzwa mtaani, kuanzia magauni ya kitenge hadi kahawa ya Kenya.',
    dealsDescription: 'Bidhaa zilizopunguzwa bei kutoka kwa wauzaji wetu, hadi zitakapoisha.',
    vendorsDescription: 'Maduka ya mtaa: mafundi cherehani, wauzaji wa teknolojia, mafundi, wakulima na watengenezaji wa modeli.',
  },
  sort: { label: 'Panga kwa', featured: 'Maalum', newest: 'Mpya Zaidi', priceAsc: 'Bei: Chini hadi Juu', priceDesc: 'Bei: Juu hadi Chini' },
};
