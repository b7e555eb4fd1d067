import type { en } from './en';

export const so: typeof en = {
  status: { loadFailed: 'Qaybtan hadda lama soo rari karin.', tryAgain: 'Isku Day Mar Kale' },
  wishlist: { toggle: 'Ku kaydi liiska rabitaanka: {{name}}' },
  product: {
    new: 'Cusub',
    percentOff: '{{percent}}% DHIMIS',
    rating: 'Qiimeyn {{rating}} ka mid ah 5, {{count}} iibsade',
    ratingOnly: 'Qiimeyn {{rating}} ka mid ah 5',
    originalPrice: 'Qiimihii hore:',
    addToCart: 'Ku Dar Gaadhiga',
    addToCartNamed: 'Ku Dar Gaadhiga: {{name}}',
    soldOut: 'Waa ka dhammaatay',
  },
  vendor: {
    imageAlt: 'Hore dukaanka {{name}}',
    productCount_one: '{{count}} alaab',
    productCount_other: '{{count}} alaabood',
  },
  category: {
    count_one: '{{count}} alaab',
    count_other: '{{count}} alaabood',
    imageAlt: 'Alaabta {{name}}',
  },
  home: {
    shopByCategory: 'Ku Iibso Qayb Ahaan',
    featuredProducts: 'Alaabta La Soo Xulay',
    viewAll: 'Eeg dhammaan alaabta',
    popularVendors: 'Iibiyeyaasha Caanka ah',
    allVendors: 'Eeg dhammaan iibiyeyaasha',
  },
  storefront: {
    offer: 'ILAA 40% DHIMIS',
    title: 'Ka iibso iibiyeyaasha degmada Nairobi, ilaa albaabkaaga',
    text: 'Dhar, elektaroonig, alaabta guriga, qurux, dahab, cunto iyo moodello ka yimid iibiyeyaal maxalli ah oo la isku halleyn karo. Ku bixi M-Pesa, kaar ama lacag caddaan ah marka laguu keeno.',
  },
  hero: {
    shopModels: 'Iibso Moodellada',
    browseAll: 'Eeg Dhammaan',
    searchLabel: 'Raadi alaab',
    searchPlaceholder: 'Maxaad raadinaysaa?',
    search: 'Raadi',
  },
  highlights: {
    heading: 'Maxaad nagala iibsanaysaa',
    delivery: { title: 'Keenis Degdeg ah', text: 'Keenis 24 saacadood gudahood Nairobi.' },
    sellers: { title: 'Iibiyeyaal La Isku Halleyn Karo', text: 'Iibiye kastaa waa dukaan degmada laga yaqaan.' },
    payments: { title: 'Lacag Bixin Ammaan ah', text: 'M-Pesa, kaarar, lacag caddaan ah marka laguu keeno iyo xawilaad bangi.' },
    support: { title: 'Taageero 24/7', text: 'Na soo wac ama noo soo qor mar kasta oo aad caawimaad u baahato.' },
  },
  vendorCta: {
    title: 'Nala iibi',
    text: 'Gaadh iibsadayaasha Nairobi iyo meelo kale. Dukaankaaga online ka fur oo lacagta ku hel M-Pesa.',
    start: 'Bilow Iibinta',
  },
  testimonials: {
    heading: 'Waxa macaamiisheennu yiraahdaan',
    portrait: 'Sawir gacan lagu sameeyey oo ah {{name}}',
    amina: {
      position: 'Iibsade, Westlands',
      quote:
        'Dharkaygii kitenge-ga ahaa subaxii xigay ayuu i soo gaadhay, si fiicanna wuu iigu habboon yahay. Ku bixinta M-Pesa way fududayd.',
    },
    brian: {
      position: 'Ururiye moodello, Kilimani',
      quote: 'Qalabka matatu-ga si qurux badan ayaa loo faahfaahiyey. Horeyba waxaan u dalbaday tareenka SGR.',
    },
    fatuma: {
      position: 'Iibiye, Shanga Beadworks',
      quote:
        'Tan iyo markii aan ku biiray, iibsadayaal Nairobi oo dhan ka yimid ayaa helaya dahabkayga. Lacagtu waxay si toos ah u timaaddaa M-Pesa.',
    },
  },
  newsletter: {
    title: 'Marka hore hel dalabyada ugu fiican',
    text: 'Iska diiwaan geli warsidahayaga si aad u hesho alaabta cusub iyo dalabyada degmada.',
    emailLabel: 'Cinwaanka iimaylka',
    placeholder: 'Cinwaanka iimaylkaaga',
    subscribe: 'Isdiiwaangeli',
    subscribing: 'Waa la diiwaan gelinayaa...',
    saved: 'Waa la kaydiyay — waan ku diiwaan gelin doonnaa marka aad dib ugu soo laabato khadka.',
  },
  carousel: {
    heading: 'Ururrada La Soo Xulay',
    roleDescription: 'bandhig wareega',
    slide: 'bog',
    slideLabel: '{{n}} ka mid ah {{count}}: {{title}}',
    discount: '{{percent}}% DHIMIS',
    shop: 'Iibso {{category}}',
    previous: 'Bogga hore',
    next: 'Bogga xiga',
    goTo: 'U gudub bogga {{n}}: {{title}}',
  },
  slides: {
    models: {
      badge: 'Iibiye La Soo Xulay',
      title: 'Nairobi Scale Models',
      description: 'Matatu, baabuurta safariga iyo tareenka SGR, lagu dhisay laguna rinjiyeeyey Nairobi.',
      imageAlt: 'Sawir moodel matatu jaalle ah oo xarriiq guduudan leh oo waddo dul saaran',
    },
    clothing: {
      badge: 'Xilli Cusub',
      title: 'Ururinta Kitenge',
      description: 'Daabacado quruxsan oo lagu tolay Biashara Street.',
      imageAlt: 'Sawir dhar kitenge ah oo oranji ah oo suray ku laalaadsan',
    },
    electronics: {
      badge: 'Dalabyada Tignoolajiyada',
      title: 'Taleefanno iyo Cod',
      description: 'Taleefanno casri ah, dhegaha-dhegeysiga iyo sameecado leh dammaanad maxalli ah.',
      imageAlt: 'Sawir taleefan casri ah oo ay ag yaalliin dhegaha-dhegeysi cadcad',
    },
    'home-kitchen': {
      badge: 'Waxyaabaha Guriga',
      title: 'Kuwa Jikada Laga Jecel Yahay',
      description: 'Sufuria, burjiko iyo dambiilo kiondo ah oo guri kasta loogu talagalay.',
      imageAlt: 'Sawir laba dheri oo uumi ka baxayo iyo dambiil la sameeyey',
    },
    jewelry: {
      badge: 'Gacan Lagu Sameeyey',
      title: 'Kuulaha Maasai',
      description: 'Silsilado iyo jijimooyin ay sameeyeen farsamayaqaannada degmada.',
      imageAlt: 'Sawir silsilad qoorta oo kuul guduud, cad iyo buluug ah leh iyo jijimooyin naxaas ah',
    },
  },
  discovery: {
    heading: 'Soo Hel Alaab',
    filters: 'Ku sifee qayb ahaan',
    chips: {
      all: 'Dhammaan',
      electronics: 'Elektaroonig',
      fashion: 'Moodo',
      home: 'Guri',
      beauty: 'Qurux',
      jewelry: 'Dahab',
      models: 'Moodello',
    },
    previous: 'Alaabta hore',
    next: 'Alaabta xigta',
  },
};
