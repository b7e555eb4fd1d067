import type { en } from './en';

export const sw: typeof en = {
  form: {
    label: 'Tafuta bidhaa',
    placeholder: 'Tafuta bidhaa, kategoria au wauzaji…',
    submit: 'Tafuta',
    image: 'Tafuta kwa picha',
    imageInput: 'Chagua picha ya kutafuta nayo',
  },
  image: {
    heading: 'Kutafuta kwa picha',
    previewAlt: 'Picha unayotafuta nayo',
    remove: 'Ondoa picha',
    analyzing: 'Inachambua picha...',
    complete: 'Uchambuzi wa picha umekamilika',
  },
  filters: {
    title: 'Vichujio',
    categories: 'Kategoria',
    price: 'Kiwango cha bei (KSh)',
    min: 'Bei ya chini',
    max: 'Bei ya juu',
    clear: 'Futa vichujio',
    open: 'Vichujio',
    active_one: 'Kichujio {{count}} kinatumika',
    active_other: 'Vichujio {{count}} vinatumika',
    close: 'Funga vichujio',
    done: 'Onyesha matokeo',
  },
  sort: {
    label: 'Panga kwa',
    relevance: 'Umuhimu',
    'price-asc': 'Bei: Chini hadi Juu',
    'price-desc': 'Bei: Juu hadi Chini',
  },
  results: {
    title: '{{query}} – Matokeo ya utafutaji',
    count: 'Matokeo {{count}} yamepatikana',
    loading: 'Inatafuta…',
    analyzing: 'Inachambua picha...',
    none: 'Hakuna bidhaa zilizopatikana',
    noneHint: 'Jaribu maneno mengine, au futa utafutaji na vichujio.',
    clearSearch: 'Futa utafutaji',
    unavailable: 'Utafutaji haupatikani kwa sasa. Tafadhali angalia muunganisho wako na ujaribu tena.',
    retry: 'Jaribu Tena',
    list: 'Matokeo ya utafutaji',
  },
  card: {
    add: 'Ongeza {{name}} kwenye kikapu',
    noImage: 'Hakuna picha',
  },
  pages: {
    label: 'Kurasa za matokeo',
    previous: 'Ukurasa uliopita',
    next: 'Ukurasa unaofuata',
    status: 'Ukurasa {{page}} kati ya {{pages}}',
  },
};
