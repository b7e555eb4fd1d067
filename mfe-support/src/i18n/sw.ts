import type { en } from './en';

// Kiswahili.
export const sw: typeof en = {
  panel: {
    title: 'Unahitaji msaada? Zungumza nasi',
    hours: 'Saa za huduma: Jumatatu-Ijumaa saa 2 asubuhi-saa 12 jioni (EAT)',
    call: 'Piga {{phone}}',
    message: 'Ongea nasi kwa WhatsApp',
    faq: 'Soma maswali yanayoulizwa mara kwa mara',
    greeting: 'Habari District Market! Ninahitaji msaada kuhusu agizo langu.',
  },
  chat: {
    title: 'Msaidizi wa Gumzo',
    open: 'Fungua msaidizi wa gumzo',
    close: 'Funga gumzo',
    history: 'Mazungumzo',
    you: 'Wewe',
    assistant: 'Msaidizi',
    typing: 'Msaidizi anaandika…',
    input: 'Ujumbe wako',
    placeholder: 'Uliza kuhusu usafirishaji, marejesho au malipo…',
    send: 'Tuma',
    answers: {
      greeting: 'Habari! Nikusaidie vipi leo? Niulize kuhusu usafirishaji, marejesho au malipo.',
      shipping:
        'Usafirishaji wa kawaida huchukua siku {{min}}-{{max}} za kazi na hugharimu {{fee}}, bure kwa maagizo ya zaidi ya {{threshold}}. Usafirishaji wa haraka hukufikia ndani ya saa {{hours}} jijini Nairobi. Maagizo yanayowekwa kabla ya {{cutoff}} (EAT) hutoka siku hiyo hiyo.',
      returns:
        'Unaweza kurudisha bidhaa nyingi ndani ya siku 30 baada ya kuzipokea. Anza marejesho kwenye Maagizo Yangu; tutakutumia lebo ya kulipiwa kabla kwa barua pepe ndani ya saa 24 na kurudisha pesa ndani ya siku 5-7 za kazi baada ya kupokea bidhaa.',
      payment:
        'Tunapokea M-Pesa, kadi za mkopo na za benki, na malipo wakati wa kupokea mzigo. Kwa M-Pesa unathibitisha malipo kwenye simu yako kwa PIN yako; hatuoni PIN yako wala nambari kamili ya kadi yako.',
    },
  },
  contact: {
    intro: 'Una swali kuhusu agizo, muuzaji au kuuza nasi? Tutumie ujumbe na timu yetu itakujibu ndani ya siku moja ya kazi.',
    form: {
      title: 'Tutumie ujumbe',
      name: 'Jina kamili',
      email: 'Anwani ya barua pepe',
      subject: 'Mada',
      message: 'Ujumbe',
      messageHint: 'Kati ya herufi 10 na 2000.',
      submit: 'Tuma Ujumbe',
      sending: 'Inatuma...',
      success: 'Asante! Ujumbe wako umetumwa. Tutawasiliana nawe hivi karibuni.',
      saved: 'Imehifadhiwa — tutatuma ujumbe wako utakaporudi mtandaoni.',
    },
    info: {
      title: 'Maelezo ya mawasiliano',
      address: 'Anwani',
      phone: 'Simu',
      email: 'Barua pepe',
      hours: 'Saa za biashara',
      support: 'Saa za huduma: Jumatatu-Ijumaa saa 2 asubuhi-saa 12 jioni (EAT)',
    },
    social: {
      title: 'Tufuate',
      facebook: 'District Market kwenye Facebook',
      instagram: 'District Market kwenye Instagram',
      x: 'District Market kwenye X',
    },
  },
  about: {
    story: {
      title: 'Hadithi Yetu',
      text: 'District Market ilianzishwa mwaka 2020, wakati maduka ya mtaa wetu wa biashara jijini Nairobi yalipofungwa kwa miezi kadhaa. Tulijenga mahali pamoja mtandaoni ambapo mafundi cherehani, wauzaji wa vito, wauzaji wa vifaa vya elektroniki, wapishi na mafundi wa mtaa wangeendelea kuuza, na wanunuzi kote Kenya wangeweza kuwapata. Leo mamia ya wauzaji wanauza hapa, na kila agizo bado linatoka kwenye duka halisi lililo mtaani.',
    },
    mission: {
      title: 'Dhamira Yetu',
      text: 'Kumpa kila muuzaji wa mtaa njia ya haki na rahisi ya kuuza mtandaoni, na kila mnunuzi njia salama ya kununua kutoka kwao, akilipa jinsi Wakenya wanavyolipa.',
    },
    vision: {
      title: 'Maono Yetu',
      text: 'Mtaa unaostawi ambapo biashara ndogo hukua pamoja na wateja wao, mtandaoni na mtaani, kwa kila lugha wanayozungumza wanunuzi wetu.',
    },
    values: {
      title: 'Maadili Yetu',
      satisfaction: { title: 'Kuridhika kwa Wateja', text: 'Tunasikiliza, tunajibu haraka na tunarekebisha mambo agizo linapoharibika.' },
      quality: { title: 'Uhakikisho wa Ubora', text: 'Tunawakagua wauzaji wetu na bidhaa zao, ili unachopokea kiwe ulichoagiza.' },
      community: { title: 'Kusaidia Jamii', text: 'Kila shilingi inayotumika hapa hubaki kwa familia na karakana za mtaa.' },
      ethics: {
        title: 'Maadili katika Biashara',
        text: 'Ada za haki kwa wauzaji, bei za kweli kwa wanunuzi, na hakuna gharama zilizofichwa.',
      },
      innovation: {
        title: 'Ubunifu na Kuboresha Daima',
        text: 'Kuanzia malipo ya M-Pesa hadi kutafuta kwa picha, tunaendelea kuboresha jinsi unavyonunua.',
      },
    },
    featured: {
      title: 'Muuzaji Maalum',
      text: '{{vendor}} hubuni, hutengeneza na kupaka rangi kwa mkono modeli za magari ya Kenya, kuanzia matatu hadi Land Cruiser za safari, katika karakana yao iliyoko Industrial Area. Wakusanyaji kutoka kote duniani huagiza matoleo yao machache kupitia District Market.',
      link: 'Tembelea {{vendor}}',
    },
  },
  faq: {
    searchLabel: 'Tafuta maswali',
    searchPlaceholder: 'Tafuta maswali...',
    noResults: 'Hakuna matokeo yaliyopatikana',
    categories: {
      'orders-shipping': 'Maagizo na Usafirishaji',
      collection: 'Mkusanyiko wa {{vendor}}',
      returns: 'Marejesho na Kubadilisha',
      'account-payment': 'Akaunti na Malipo',
    },
    items: {
      'track-order': {
        q: 'Ninafuatiliaje agizo langu?',
        a: 'Fungua Maagizo Yangu baada ya kuingia. Agizo lako likisafirishwa, nambari yake ya ufuatiliaji huonekana hapo pamoja na kitufe cha Fuatilia Kifurushi, na pia tunakutumia kwa barua pepe.',
      },
      'delivery-time': {
        q: 'Usafirishaji huchukua muda gani?',
        a: 'Usafirishaji wa kawaida huchukua siku {{min}}-{{max}} za kazi. Usafirishaji wa haraka hukufikia ndani ya saa {{hours}} jijini Nairobi. Maagizo ya nje ya nchi huchukua siku {{intlMin}}-{{intlMax}} za kazi.',
      },
      'delivery-areas': {
        q: 'Mnasafirisha wapi?',
        a: 'Tunasafirisha kote Kenya, na usafirishaji wa haraka ndani ya Nairobi. Unaweza pia kuchukua agizo lako bure kwenye duka la muuzaji mtaani.',
      },
      'change-order': {
        q: 'Ninaweza kubadilisha au kughairi agizo langu?',
        a: 'Ndiyo, wakati bado linashughulikiwa. Wasiliana na huduma kwa wateja ukitaja nambari ya agizo, nasi tutalibadilisha au kulighairi kabla halijasafirishwa.',
      },
      'same-day': {
        q: 'Agizo langu litatoka dukani lini?',
        a: 'Maagizo yanayowekwa kabla ya {{cutoff}} (EAT) hutoka siku hiyo hiyo. Maagizo ya mwisho wa wiki hushughulikiwa Jumatatu.',
      },
      'models-authentic': {
        q: 'Je, modeli za {{vendor}} ni halisi?',
        a: 'Ndiyo. Kila modeli hubuniwa na kutengenezwa na {{vendor}} jijini Nairobi, na matoleo machache huja na cheti chenye nambari.',
      },
      'models-assembly': {
        q: 'Je, vifaa vya modeli vinahitaji kuunganishwa?',
        a: 'Vifaa huja bila kuunganishwa pamoja na maelekezo yenye picha; modeli zilizounganishwa na kupakwa rangi hufika tayari kuonyeshwa. Kila ukurasa wa bidhaa unaeleza unanunua ipi.',
      },
      'models-custom': {
        q: 'Ninaweza kuagiza modeli maalum?',
        a: 'Ndiyo. {{vendor}} hutengeneza modeli maalum za gari lako au magari ya biashara yako. Modeli maalum haziwezi kurudishwa isipokuwa zikifika na kasoro.',
      },
      'models-care': {
        q: 'Ninatunzaje modeli iliyopakwa rangi?',
        a: 'Iweke mbali na jua kali na uipanguse vumbi kwa brashi laini na kavu. Usitumie maji wala dawa za kusafisha kwenye sehemu zilizopakwa rangi.',
      },
      'return-window': {
        q: 'Sera yenu ya marejesho ni ipi?',
        a: 'Unaweza kurudisha bidhaa nyingi ndani ya siku 30 baada ya kuzipokea ikiwa hazijatumika na ziko kwenye kifungashio chake cha awali. Matoleo machache yanaweza kurudishwa ndani ya siku 14, yakiwa hayajafunguliwa tu.',
      },
      'return-how': {
        q: 'Ninarudishaje bidhaa?',
        a: 'Anza marejesho kwenye Maagizo Yangu au wasiliana na huduma kwa wateja. Tutakutumia lebo ya marejesho iliyolipiwa kabla ndani ya saa 24; funga bidhaa vizuri na uiwasilishe au umpe msafirishaji wetu.',
      },
      'refund-time': {
        q: 'Nitarudishiwa pesa lini?',
        a: 'Marejesho hushughulikiwa ndani ya siku 2-3 za kazi baada ya kufika. Pesa hurudishwa ndani ya siku 5-7 za kazi, na benki yako au M-Pesa inaweza kuchukua siku 3-5 zaidi za kazi.',
      },
      'return-cost': {
        q: 'Je, ninalipia usafirishaji wa kurudisha?',
        a: 'Hapana, lebo ya marejesho imelipiwa kabla kwa bidhaa zenye kasoro, zilizoharibika au zisizo sahihi. Kwa marejesho mengine gharama ya lebo hukatwa kwenye pesa unazorudishiwa.',
      },
      'payment-methods': {
        q: 'Mnakubali njia gani za malipo?',
        a: 'M-Pesa, kadi kuu za mkopo na za benki, malipo wakati wa kupokea mzigo, na uhamisho wa benki kwa maagizo makubwa.',
      },
      'mpesa-how': {
        q: 'Kulipa kwa M-Pesa hufanyaje kazi?',
        a: 'Chagua M-Pesa wakati wa kulipa na uweke nambari yako ya simu. Utapokea ombi kwenye simu yako: weka PIN yako ya M-Pesa kuthibitisha, na agizo lako linathibitishwa mara malipo yanapofika.',
      },
      'account-needed': {
        q: 'Je, ninahitaji akaunti ili kununua?',
        a: 'Unaweza kuvinjari na kujaza kikapu chako kama mgeni. Ili kuweka agizo, ingia au fungua akaunti ya bure ili uweze kufuatilia maagizo yako.',
      },
      'payment-safe': {
        q: 'Je, taarifa zangu za malipo ziko salama?',
        a: 'Ndiyo. Hatuhifadhi nambari kamili ya kadi yako wala PIN yako ya M-Pesa; malipo huthibitishwa na kampuni ya kadi au na Safaricom.',
      },
      'reset-password': {
        q: 'Nimesahau nenosiri langu. Nifanye nini?',
        a: 'Chagua “Umesahau nenosiri?” kwenye ukurasa wa kuingia na uweke anwani yako ya barua pepe. Tutakutumia kiungo cha kuchagua nenosiri jipya.',
      },
    },
    still: {
      title: 'Bado una maswali?',
      text: 'Timu yetu ya huduma kwa wateja iko tayari kukusaidia kwa lolote ambalo halijajibiwa hapa.',
      contact: 'Wasiliana Nasi',
      call: 'Piga Huduma kwa Wateja {{phone}}',
    },
  },
  shipping: {
    intro:
      'Kila agizo hufungwa na muuzaji katika mtaa wetu wa Nairobi na kusafirishwa na wasafirishaji wetu au kampuni za usafirishaji tunazoziamini. Usafirishaji ni bure kwa maagizo ya zaidi ya {{threshold}}.',
    standard: {
      title: 'Usafirishaji wa Kawaida',
      time: 'Siku {{min}}-{{max}} za kazi',
      cost: '{{fee}}, bure kwa maagizo ya zaidi ya {{threshold}}',
    },
    express: {
      title: 'Usafirishaji wa Haraka',
      time: 'Ndani ya saa {{hours}} jijini Nairobi',
      cost: '{{fee}}, bure kwa maagizo ya zaidi ya {{threshold}}',
    },
    pickup: { title: 'Kuchukua dukani', time: 'Tayari siku hiyo hiyo', cost: 'Bure: chukua agizo lako kwenye duka la muuzaji mtaani' },
    international: {
      title: 'Usafirishaji wa Kimataifa',
      text: 'Tunasafirisha duniani kote kwa siku {{intlMin}}-{{intlMax}} za kazi. Gharama hukokotolewa wakati wa kulipa, na ushuru wa forodha na kodi hulipwa na mnunuzi.',
    },
    special: {
      title: 'Utunzaji maalum kwa {{vendor}}',
      text: 'Modeli hufungwa kwa mkono katika masanduku ya kuzilinda na huchukua siku {{extraMin}}-{{extraMax}} zaidi za kazi kutoka karakana.',
    },
    rules: {
      title: 'Anwani na ushughulikiaji',
      cutoff: 'Maagizo yanayowekwa kabla ya {{cutoff}} (EAT) hutoka siku hiyo hiyo.',
      weekend: 'Maagizo ya mwisho wa wiki hushughulikiwa Jumatatu.',
      poBox: 'Anwani za S.L.P. hukubaliwa kwa usafirishaji wa kawaida pekee.',
      address: 'Taja mtaa, barabara au jengo, na nambari ya simu ambayo msafirishaji wetu anaweza kupiga.',
    },
    tracking: {
      title: 'Kufuatilia agizo lako',
      text: 'Agizo lako likisafirishwa tunakutumia nambari yake ya ufuatiliaji kwa barua pepe, ambayo pia huonekana kwenye maagizo yako:',
    },
    questions: { title: 'Maswali kuhusu usafirishaji?', text: 'Tuandikie au utupigie simu:' },
  },
  returns: {
    policy: {
      title: 'Sera Yetu ya Marejesho',
      text: 'Unaweza kurudisha bidhaa nyingi ndani ya siku 30 baada ya kuzipokea ili urudishiwe pesa au ubadilishe, mradi hazijatumika na ziko kwenye kifungashio chake cha awali.',
    },
    returnable: {
      title: 'Zinazoweza kurudishwa',
      unused: 'Bidhaa ambazo hazijatumika zikiwa kwenye kifungashio chake cha awali',
      defective: 'Bidhaa zenye kasoro au zilizoharibika',
      wrong: 'Bidhaa tofauti na ulizoagiza',
      sizes: 'Nguo na viatu vya saizi isiyo sahihi, vikiwa na lebo zake',
    },
    notReturnable: {
      title: 'Zisizoweza kurudishwa',
      food: 'Vyakula na vinywaji',
      beauty: 'Bidhaa za urembo na usafi wa mwili zilizofunguliwa',
      earrings: 'Hereni za kutoboa, kwa sababu za usafi',
      custom: 'Bidhaa zilizotengenezwa maalum au kwa jina lako',
      giftCards: 'Kadi za zawadi',
    },
    special: {
      title: 'Sera maalum ya {{vendor}}',
      limited: 'Matoleo machache yanaweza kurudishwa ndani ya siku 14, yakiwa hayajafunguliwa tu.',
      custom: 'Modeli maalum haziwezi kurudishwa isipokuwa zikifika na kasoro.',
      link: 'Tazama mkusanyiko wa {{vendor}}',
    },
    steps: {
      title: 'Jinsi ya kurudisha bidhaa',
      request: { title: 'Omba marejesho', text: 'Anza kwenye Maagizo Yangu au wasiliana na huduma kwa wateja ukitaja nambari ya agizo.' },
      label: { title: 'Pata lebo yako', text: 'Tunakutumia lebo ya marejesho iliyolipiwa kabla kwa barua pepe ndani ya saa 24.' },
      pack: { title: 'Funga na utume', text: 'Funga bidhaa vizuri pamoja na lebo yake na uiwasilishe au umpe msafirishaji wetu.' },
      refund: { title: 'Rudishiwa pesa', text: 'Tunashughulikia marejesho yako ndani ya siku 2-3 za kazi baada ya kufika.' },
    },
    refunds: {
      title: 'Kurudishiwa pesa',
      text: 'Pesa hurudishwa kwa njia uliyolipia (M-Pesa au kadi) ndani ya siku 5-7 za kazi baada ya kushughulikia marejesho yako; benki yako inaweza kuchukua siku 3-5 zaidi za kazi.',
    },
    links: { orders: 'Nenda kwenye Maagizo Yangu', contact: 'Wasiliana na huduma kwa wateja' },
  },
};
