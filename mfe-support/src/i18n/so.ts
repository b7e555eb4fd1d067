import type { en } from './en';

// Af-Soomaali.
export const so: typeof en = {
  panel: {
    title: 'Caawimaad ma u baahan tahay? Nala hadal',
    hours: 'Saacadaha taageerada: Isniin-Jimce 8 subaxnimo-6 galabnimo (EAT)',
    call: 'Wac {{phone}}',
    message: 'Nagala sheekayso WhatsApp',
    faq: "Akhri su'aalaha inta badan la is weydiiyo",
    greeting: 'Salaan District Market! Waxaan u baahanahay caawimaad ku saabsan dalabkayga.',
  },
  chat: {
    title: 'Caawiyaha Wada-sheekaysiga',
    open: 'Fur caawiyaha wada-sheekaysiga',
    close: 'Xir wada-sheekaysiga',
    history: 'Wada-sheekaysiga',
    you: 'Adiga',
    assistant: 'Caawiyaha',
    typing: 'Caawiyuhu wuu qorayaa…',
    input: 'Fariintaada',
    placeholder: 'Weydii gaarsiinta, celinta ama lacag bixinta…',
    send: 'Dir',
    answers: {
      greeting: 'Salaan! Sideen kuu caawin karaa maanta? I weydii gaarsiinta, celinta ama lacag bixinta.',
      shipping:
        'Gaarsiinta caadiga ahi waxay qaadataa {{min}}-{{max}} maalmood oo shaqo, waxayna ku kacdaa {{fee}}; waa bilaash dalabyada ka badan {{threshold}}. Gaarsiinta degdegga ahi waxay kuu imanaysaa {{hours}} saacadood gudahood magaalada Nairobi. Dalabyada la dhigo ka hor {{cutoff}} (EAT) isla maalintaas ayay baxaan.',
      returns:
        'Inta badan alaabta waad soo celin kartaa 30 maalmood gudahood marka ay kuu timaaddo. Celinta ka bilow Dalabyadayda; 24 saacadood gudahood ayaan iimayl kuugu soo diraynaa calaamad dib-u-dir ah oo horay loo bixiyay, lacagtana waxaan kuu celinaynaa 5-7 maalmood oo shaqo gudahood marka alaabta na soo gaarto.',
      payment:
        'Waxaan aqbalnaa M-Pesa, kaararka deynta iyo bangiga, iyo lacag bixin marka alaabta lagu keeno. M-Pesa, lacag bixinta waxaad ku xaqiijinaysaa taleefankaaga adigoo gelinaya PIN-kaaga; marnaba ma aragno PIN-kaaga ama lambarka kaarkaaga oo dhan.',
    },
  },
  contact: {
    intro:
      "Su'aal ma ka qabtaa dalab, iibiye ama inaad nala iibiso? Noo soo dir fariin, kooxdayaduna waxay kuu jawaabi doontaa hal maalin oo shaqo gudaheed.",
    form: {
      title: 'Noo soo dir fariin',
      name: 'Magaca oo buuxa',
      email: 'Cinwaanka iimaylka',
      subject: 'Mawduuca',
      message: 'Fariinta',
      messageHint: 'Inta u dhaxaysa 10 ilaa 2000 xaraf.',
      submit: 'Dir Fariinta',
      sending: 'Waa la dirayaa...',
      success: 'Mahadsanid! Fariintaada waa la diray. Dhowaan ayaan kula soo xiriiri doonnaa.',
      saved: 'Waa la kaydiyay — fariintaada waan diri doonnaa marka aad dib ugu soo laabato khadka.',
    },
    info: {
      title: 'Macluumaadka xiriirka',
      address: 'Cinwaanka',
      phone: 'Taleefanka',
      email: 'Iimaylka',
      hours: 'Saacadaha ganacsiga',
      support: 'Saacadaha taageerada: Isniin-Jimce 8 subaxnimo-6 galabnimo (EAT)',
    },
    social: {
      title: 'Na raac',
      facebook: 'District Market ee Facebook',
      instagram: 'District Market ee Instagram',
      x: 'District Market ee X',
    },
  },
  about: {
    story: {
      title: 'Sheekadayada',
      text: 'District Market waxaa la aasaasay 2020, markii dukaamada degmadayada ganacsiga ee Nairobi ay xirmeen dhowr bilood. Waxaan dhisnay hal meel oo online ah oo ay dawaarrada, dahab-tumayaasha, iibiyeyaasha elektaroonigga, cunto-karinta iyo farsamo-yaqaannada degmadu ku sii iibin karaan, halkaas oo ay macaamiisha Kenya oo dhan ka heli karaan. Maanta boqollaal iibiye ayaa halkan wax ka iibiya, dalab kastana weli wuxuu ka yimaadaa dukaan dhab ah oo waddada ku yaal.',
    },
    mission: {
      title: 'Hadafkayaga',
      text: 'In iibiye kasta oo degmada ah aan siinno hab cadaalad ah oo fudud oo uu wax ugu iibiyo online, macmiil kastana hab ammaan ah oo uu wax uga iibsado, isagoo u bixinaya sida ay reer Kenya u bixiyaan.',
    },
    vision: {
      title: 'Aragtideena',
      text: 'Degmo horumarsan oo ganacsiyada yaryar ay la koraan macaamiishooda, online iyo waddada labadaba, luqad kasta oo ay macaamiisheennu ku hadlaan.',
    },
    values: {
      title: 'Qiyamkayaga',
      satisfaction: {
        title: 'Ku Qanacsanaanta Macmiilka',
        text: 'Waan dhegaysannaa, si degdeg ah ayaan u jawaabnaa, waxaanan saxnaa marka dalab khaldamo.',
      },
      quality: {
        title: 'Hubinta Tayada',
        text: 'Waxaan hubinnaa iibiyeyaashayada iyo alaabtooda, si waxa kuu yimaadaa ay u noqdaan wixii aad dalbatay.',
      },
      community: {
        title: 'Taageerada Bulshada',
        text: 'Shilin kasta oo halkan lagu qarashgareeyo wuxuu la joogaa qoysaska iyo warshadaha yaryar ee degmada.',
      },
      ethics: {
        title: 'Anshaxa Ganacsiga',
        text: 'Khidmado cadaalad ah oo iibiyeyaasha, qiimo daacad ah oo macaamiisha, iyo kharash qarsoon oo aan jirin.',
      },
      innovation: {
        title: 'Hal-abuur iyo Horumar Joogto ah',
        text: 'Laga bilaabo lacag bixinta M-Pesa ilaa raadinta sawirka, waxaan sii hagaajinaynaa sida aad wax u iibsato.',
      },
    },
    featured: {
      title: 'Iibiyaha La Soo Xulay',
      text: '{{vendor}} waxay naqshadeeyaan, shubaan oo gacanta ku rinjiyeeyaan moodellada yaryar ee gaadiidka Kenya, laga bilaabo matatuyaasha ilaa Land Cruiser-yada safarka, warshaddooda ku taal Industrial Area. Ururiyeyaal adduunka oo dhan jooga ayaa daabacaadahooda xaddidan ka dalbada District Market.',
      link: 'Booqo {{vendor}}',
    },
  },
  faq: {
    searchLabel: "Raadi su'aalaha",
    searchPlaceholder: "Raadi su'aalaha...",
    noResults: 'Wax natiijo ah lama helin',
    categories: {
      'orders-shipping': 'Dalabyada & Gaarsiinta',
      collection: 'Ururinta {{vendor}}',
      returns: 'Celinta & Beddelka',
      'account-payment': 'Akoonka & Lacag Bixinta',
    },
    items: {
      'track-order': {
        q: 'Sideen ula socdaa dalabkayga?',
        a: 'Fur Dalabyadayda kadib markaad gasho. Marka dalabkaagu la diro, lambarka raad-raaciisa ayaa halkaas ka muuqda oo leh badhanka Raac Xirmada, iimaylna waan kuugu soo dirnaa.',
      },
      'delivery-time': {
        q: 'Immisa ayay qaadataa gaarsiintu?',
        a: 'Gaarsiinta caadiga ahi waxay qaadataa {{min}}-{{max}} maalmood oo shaqo. Gaarsiinta degdegga ahi waxay kuu imanaysaa {{hours}} saacadood gudahood magaalada Nairobi. Dalabyada dibadda waxay qaataan {{intlMin}}-{{intlMax}} maalmood oo shaqo.',
      },
      'delivery-areas': {
        q: 'Xaggee alaabta u gaarsiisaan?',
        a: 'Waxaan gaarsiinnaa Kenya oo dhan, gaarsiin degdeg ahna Nairobi gudaheeda. Sidoo kale dalabkaaga waxaad bilaash kaga qaadan kartaa dukaanka iibiyaha ee degmada.',
      },
      'change-order': {
        q: 'Ma beddeli karaa ama ma joojin karaa dalabkayga?',
        a: 'Haa, inta uu weli socdo. La xiriir taageerada adigoo sheegaya lambarka dalabka, waanan beddeli doonnaa ama joojin doonnaa ka hor inta aan la dirin.',
      },
      'same-day': {
        q: 'Goorma ayuu dalabkaygu ka baxayaa dukaanka?',
        a: 'Dalabyada la dhigo ka hor {{cutoff}} (EAT) isla maalintaas ayay baxaan. Dalabyada dhammaadka toddobaadka la dhigo waxaa la fuliyaa Isniinta.',
      },
      'models-authentic': {
        q: 'Moodellada {{vendor}} ma yihiin kuwo asal ah?',
        a: 'Haa. Moodel kasta waxaa naqshadeeya oo shuba {{vendor}} magaalada Nairobi, daabacaadaha xaddidanna waxay la yimaadaan shahaado lambar leh.',
      },
      'models-assembly': {
        q: 'Qalabka moodellada ma u baahan yihiin in la isku geeyo?',
        a: 'Qalabku wuxuu yimaadaa isagoo aan la isku gayn, wuxuuna leeyahay tilmaamo sawirro leh; moodellada la dhisay oo la rinjiyeeyay waxay yimaadaan iyagoo diyaar u ah in la soo bandhigo. Bog kasta oo alaab ah ayaa sheegaya kan aad iibsanayso.',
      },
      'models-custom': {
        q: 'Ma dalban karaa moodel gaar ah?',
        a: 'Haa. {{vendor}} waxay sameeyaan moodello gaar ah oo gaarigaaga ama gaadiidka ganacsigaaga ah. Moodellada gaarka ah lama soo celin karo haddii aysan cillad la iman.',
      },
      'models-care': {
        q: 'Sideen u daryeelaa moodel la rinjiyeeyay?',
        a: 'Ka fogee qorraxda tooska ah, boodhkana kaga tirtir burush jilicsan oo qalalan. Ha isticmaalin biyo ama buufin nadiifin ah qaybaha la rinjiyeeyay.',
      },
      'return-window': {
        q: 'Waa maxay siyaasaddiinna celinta?',
        a: 'Inta badan alaabta waad soo celin kartaa 30 maalmood gudahood marka ay kuu timaaddo haddii aan la isticmaalin oo ay ku jirto baakadkeedii asalka ahaa. Daabacaadaha xaddidan waxaa la soo celin karaa 14 maalmood gudahood, haddii aan la furin oo keliya.',
      },
      'return-how': {
        q: 'Sideen u soo celiyaa alaab?',
        a: 'Celinta ka bilow Dalabyadayda ama la xiriir taageerada. 24 saacadood gudahood ayaan iimayl kuugu soo diraynaa calaamad celin ah oo horay loo bixiyay; si wanaagsan u xir alaabta oo dhiibo ama sii wadaha gaarsiintayada.',
      },
      'refund-time': {
        q: 'Goorma ayaan lacagtayda dib u helayaa?',
        a: 'Celinta waxaa la fuliyaa 2-3 maalmood oo shaqo gudahood marka ay timaaddo. Lacagta waxaa la celiyaa 5-7 maalmood oo shaqo gudahood, bangigaaga ama M-Pesa-na waxay qaadan karaan 3-5 maalmood oo shaqo oo kale.',
      },
      'return-cost': {
        q: 'Ma bixiyaa kharashka dib-u-dirista?',
        a: 'Maya, calaamadda celinta waa la bixiyay haddii alaabtu cillad leedahay, waxyeello gaartay ama khaldan tahay. Celinta kale, kharashka calaamadda waxaa laga jarayaa lacagta lagu celinayo.',
      },
      'payment-methods': {
        q: 'Hababka lacag bixinta ee aad aqbashaan waa kuwee?',
        a: 'M-Pesa, kaararka waaweyn ee deynta iyo bangiga, lacag bixin marka alaabta lagu keeno, iyo lacag u wareejin bangi oo loogu talagalay dalabyada waaweyn.',
      },
      'mpesa-how': {
        q: 'Sidee buu u shaqeeyaa lacag bixinta M-Pesa?',
        a: 'Marka aad lacagta bixinayso dooro M-Pesa oo geli lambarka taleefankaaga. Codsi ayaa taleefankaaga kuugu imanaya: geli PIN-ka M-Pesa si aad u xaqiijiso, dalabkaagana waa la xaqiijiyaa isla marka lacagtu timaaddo.',
      },
      'account-needed': {
        q: 'Ma u baahanahay akoon si aan wax u iibsado?',
        a: 'Waad daalacan kartaa oo gaadhigaaga buuxin kartaa adigoo marti ah. Si aad dalab u dhigto, gal ama samayso akoon bilaash ah si aad ula socoto dalabyadaada.',
      },
      'payment-safe': {
        q: 'Macluumaadka lacag bixintaydu ma ammaan baa?',
        a: 'Haa. Marnaba ma kaydinno lambarka kaarkaaga oo dhan ama PIN-kaaga M-Pesa; lacag bixinta waxaa xaqiijiya shirkadda kaarka ama Safaricom.',
      },
      'reset-password': {
        q: 'Waan ilaaway furahayga sirta. Maxaan sameeyaa?',
        a: 'Bogga galitaanka ka dooro “Ma ilowday furaha sirta?” oo geli cinwaanka iimaylkaaga. Waxaan kuu soo diraynaa xiriiriye aad ku dooranayso fure sir ah oo cusub.',
      },
    },
    still: {
      title: "Weli su'aalo ma qabtaa?",
      text: 'Kooxdayada taageeradu waxay diyaar u tahay inay kaa caawiso wax kasta oo aan halkan looga jawaabin.',
      contact: 'Nala Soo Xiriir',
      call: 'Wac Taageerada {{phone}}',
    },
  },
  shipping: {
    intro:
      'Dalab kasta waxaa xira iibiyaha degmadayada Nairobi, waxaana gaarsiiya wadayaasheenna ama shirkado gaarsiin oo aan aaminno. Gaarsiintu waa bilaash dalabyada ka badan {{threshold}}.',
    standard: {
      title: 'Gaarsiinta Caadiga ah',
      time: '{{min}}-{{max}} maalmood oo shaqo',
      cost: '{{fee}}, bilaash dalabyada ka badan {{threshold}}',
    },
    express: {
      title: 'Gaarsiinta Degdegga ah',
      time: '{{hours}} saacadood gudahood magaalada Nairobi',
      cost: '{{fee}}, bilaash dalabyada ka badan {{threshold}}',
    },
    pickup: {
      title: 'Ka qaadasho dukaanka',
      time: 'Diyaar isla maalinta',
      cost: 'Bilaash: dalabkaaga ka qaado dukaanka iibiyaha ee degmada',
    },
    international: {
      title: 'Gaarsiinta Caalamiga ah',
      text: 'Waxaan u dirnaa adduunka oo dhan {{intlMin}}-{{intlMax}} maalmood oo shaqo gudahood. Kharashka waxaa la xisaabiyaa marka lacagta la bixinayo, canshuuraha kastamkana waxaa bixiya iibsadaha.',
    },
    special: {
      title: 'Daryeel gaar ah oo loogu talagalay {{vendor}}',
      text: 'Moodellada waxaa gacanta lagu xiraa iyagoo ku jira sanduuqyo ilaaliya, waxayna qaataan {{extraMin}}-{{extraMax}} maalmood oo shaqo oo dheeraad ah si ay uga baxaan warshadda.',
    },
    rules: {
      title: 'Cinwaannada iyo fulinta',
      cutoff: 'Dalabyada la dhigo ka hor {{cutoff}} (EAT) isla maalintaas ayay baxaan.',
      weekend: 'Dalabyada dhammaadka toddobaadka la dhigo waxaa la fuliyaa Isniinta.',
      poBox: 'Cinwaannada sanduuqa boostada (P.O. Box) waxaa loo aqbalaa gaarsiinta caadiga ah oo keliya.',
      address: 'Sheeg xaafadda, waddada ama dhismaha, iyo lambar taleefan oo wadaheennu wici karo.',
    },
    tracking: {
      title: 'La socoshada dalabkaaga',
      text: 'Marka dalabkaaga la diro waxaan iimayl kuugu soo dirnaa lambarka raad-raaciisa, kaas oo sidoo kale ka muuqda dalabyadaada:',
    },
    questions: { title: "Su'aalo ku saabsan gaarsiinta?", text: 'Noo soo qor ama na soo wac:' },
  },
  returns: {
    policy: {
      title: 'Siyaasadda Celinta',
      text: 'Inta badan alaabta waad soo celin kartaa 30 maalmood gudahood marka ay kuu timaaddo si lacagta laguugu celiyo ama loo beddelo, haddii aan la isticmaalin oo ay ku jirto baakadkeedii asalka ahaa.',
    },
    returnable: {
      title: 'La soo celin karo',
      unused: 'Alaab aan la isticmaalin oo ku jirta baakadkeedii asalka ahaa',
      defective: 'Alaab cillad leh ama waxyeello gaartay',
      wrong: 'Alaab ka duwan wixii aad dalbatay',
      sizes: 'Dhar iyo kabo cabbirkoodu khaldan yahay, oo calaamadahoodu ku dheggan yihiin',
    },
    notReturnable: {
      title: 'Aan la soo celin karin',
      food: 'Cuntada iyo cabitaannada',
      beauty: 'Alaabta quruxda iyo daryeelka jirka ee la furay',
      earrings: 'Dheegaha dhegta la galiyo, sababo nadaafadeed awgood',
      custom: 'Alaab si gaar ah loo sameeyay ama magacaaga lagu qoray',
      giftCards: 'Kaararka hadiyadda',
    },
    special: {
      title: 'Siyaasad gaar ah oo {{vendor}}',
      limited: 'Daabacaadaha xaddidan waxaa la soo celin karaa 14 maalmood gudahood, haddii aan la furin oo keliya.',
      custom: 'Moodellada gaarka ah lama soo celin karo haddii aysan cillad la iman.',
      link: 'Eeg ururinta {{vendor}}',
    },
    steps: {
      title: 'Sida alaab loo soo celiyo',
      request: { title: 'Codso celin', text: 'Ka bilow Dalabyadayda ama la xiriir taageerada adigoo sheegaya lambarka dalabka.' },
      label: {
        title: 'Hel calaamaddaada',
        text: '24 saacadood gudahood ayaan iimayl kuugu soo diraynaa calaamad celin ah oo horay loo bixiyay.',
      },
      pack: {
        title: 'Xir oo dir',
        text: 'Si wanaagsan u xir alaabta oo calaamaddeeda ku dheji, kadib dhiibo ama sii wadaha gaarsiintayada.',
      },
      refund: { title: 'Hel lacag celintaada', text: 'Celintaada waxaan fulinnaa 2-3 maalmood oo shaqo gudahood marka ay timaaddo.' },
    },
    refunds: {
      title: 'Lacag celinta',
      text: 'Lacagta waxaa lagu celiyaa habkii aad ku bixisay (M-Pesa ama kaar) 5-7 maalmood oo shaqo gudahood kadib marka aan fulinno celintaada; bangigaagu wuxuu qaadan karaa 3-5 maalmood oo shaqo oo kale.',
    },
    links: { orders: 'Tag Dalabyadayda', contact: 'La xiriir taageerada' },
  },
};
