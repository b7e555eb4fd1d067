import type { en } from './en';

export const so: typeof en = {
  form: {
    label: 'Raadi alaabta',
    placeholder: 'Raadi alaab, qaybo ama iibiyeyaal…',
    submit: 'Raadi',
    image: 'Ku raadi sawir',
    imageInput: 'Dooro sawir aad ku raadiso',
  },
  image: {
    heading: 'Raadinta sawirka',
    previewAlt: 'Sawirka aad ku raadinayso',
    remove: 'Ka saar sawirka',
    analyzing: 'Sawirka waa la falanqaynayaa...',
    complete: 'Falanqaynta sawirka waa dhammaatay',
  },
  filters: {
    title: 'Shaandheyaasha',
    categories: 'Qaybaha',
    price: 'Xadka qiimaha (KSh)',
    min: 'Qiimaha ugu yar',
    max: 'Qiimaha ugu badan',
    clear: 'Nadiifi shaandheyaasha',
    open: 'Shaandheyaasha',
    active_one: '{{count}} shaandhe oo shaqaynaya',
    active_other: '{{count}} shaandhe oo shaqaynaya',
    close: 'Xir shaandheyaasha',
    done: 'Tus natiijooyinka',
  },
  sort: {
    label: 'Kala sooc',
    relevance: 'Ku habboonaan',
    'price-asc': 'Qiimaha: Hoose ilaa Sare',
    'price-desc': 'Qiimaha: Sare ilaa Hoose',
  },
  results: {
    title: '{{query}} – Natiijooyinka raadinta',
    count: '{{count}} natiijo ayaa la helay',
    loading: 'Waa la raadinayaa…',
    analyzing: 'Sawirka waa la falanqaynayaa...',
    none: 'Wax alaab ah lama helin',
    noneHint: 'Isku day erayo kale, ama nadiifi raadinta iyo shaandheyaasha.',
    clearSearch: 'Nadiifi raadinta',
    unavailable: 'Raadintu hadda lama heli karo. Fadlan hubi xiriirkaaga oo mar kale isku day.',
    retry: 'Isku Day Mar Kale',
    list: 'Natiijooyinka raadinta',
  },
  card: {
    add: 'Ku dar {{name}} gaadhiga',
    noImage: 'Sawir ma jiro',
  },
  pages: {
    label: 'Bogagga natiijooyinka',
    previous: 'Boggii hore',
    next: 'Bogga xiga',
    status: 'Bogga {{page}} ee {{pages}}',
  },
};
