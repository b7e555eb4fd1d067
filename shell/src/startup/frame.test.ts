import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@marketplace/contracts/language';
import { prepareFrame } from './frame';

describe('prepareFrame', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("sets the page's language to the stored one", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sw');
    const root = document.createElement('html');
    prepareFrame(root);
    expect(root.lang).toBe('sw');
  });

  it("keeps the stored choice in the cookie the shell's server reads, for a choice made before the cookie", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'so');
    prepareFrame(document.createElement('html'));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=so`);
  });

  it("takes a server-composed page's language when nothing is stored", () => {
    document.documentElement.lang = 'sw';
    const root = document.createElement('html');
    prepareFrame(root);
    expect(root.lang).toBe('sw');
    document.documentElement.lang = '';
  });

  it('falls back to English when storage holds junk', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '<script>');
    const root = document.createElement('html');
    prepareFrame(root);
    expect(root.lang).toBe('en');
  });

  it("takes the language a shared link's address names, over the stored one, and keeps it as the choice", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState({}, '', '/product/e1?lang=so');
    try {
      const root = document.createElement('html');
      prepareFrame(root);
      expect(root.lang).toBe('so');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('so');
      expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=so`);
    } finally {
      window.history.replaceState({}, '', '/');
    }
  });
});
