import type { en } from './en';

export const sw: typeof en = {
  brand: { name: 'Soko la Mtaa' },
  loading: 'Inapakia…',
  skipToContent: 'Ruka hadi maudhui makuu',
  error: {
    title: 'Hitilafu imetokea',
    message:
      'Sehemu hii ya ukurasa haikuweza kuonyeshwa. Tafadhali jaribu tena, onyesha upya ukurasa, au wasiliana na huduma kwa wateja tatizo likiendelea.',
    id: 'Kitambulisho cha Hitilafu',
    tryAgain: 'Jaribu Tena',
    refresh: 'Onyesha Upya Ukurasa',
  },
  auth: {
    serviceUnavailable: 'Huduma ya Uthibitishaji Haipatikani',
  },
  toast: { dismiss: 'Funga arifa' },
  chatLauncher: { open: 'Fungua msaidizi wa gumzo', unavailable: 'Msaidizi wa gumzo haupatikani sasa hivi. Tafadhali tupigie simu.' },
  offline: {
    banner: 'Huna mtandao. Kurasa ulizotembelea na kikapu chako bado vinafanya kazi.',
    unreachable: 'Duka halipatikani kwa sasa. Kurasa ulizotembelea na kikapu chako bado vinafanya kazi.',
    title: 'Ukurasa huu haupatikani nje ya mtandao',
    message: 'Hujafungua ukurasa huu ukiwa mtandaoni, kwa hiyo haujahifadhiwa kwenye simu yako. Utafunguka utakaporudi mtandaoni.',
    available: 'Vinavyopatikana nje ya mtandao',
    home: 'Nyumbani',
    cart: 'Kikapu',
    visited: 'Kurasa ulizotembelea',
  },
  update: { available: 'Toleo jipya linapatikana', reload: 'Pakia upya' },
};
