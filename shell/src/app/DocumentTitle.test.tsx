import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { DocumentTitle } from './DocumentTitle';
import { cleanPageName, createPageNameStore, PAGE_NAME_MAX, type PageNameStore } from './page-name';
import { setUpI18n } from '../testing/harness';

beforeAll(setUpI18n);

let go: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (path) => navigate(path);
  return null;
}

function renderTitles(names: PageNameStore, at = '/product/fp-1') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Navigator />
      <Routes>
        <Route path="/product/:id" element={<DocumentTitle title={{ en: 'Product', so: 'Alaab', sw: 'Bidhaa' }} names={names} />} />
        <Route path="/" element={<DocumentTitle title={{ en: 'Home', so: 'Hoyga', sw: 'Nyumbani' }} names={names} />} />
        <Route path="*" element={<DocumentTitle title={null} names={names} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the tab title', () => {
  it("is the route's title, then the name the page's remote gives it, then the route's again when the name is taken back", () => {
    const names = createPageNameStore(() => '/product/fp-1');
    renderTitles(names);
    expect(document.title).toBe('Product | District Market');
    act(() => names.set('Kitenge Print Maxi Dress'));
    expect(document.title).toBe('Kitenge Print Maxi Dress | District Market');
    act(() => names.set(null));
    expect(document.title).toBe('Product | District Market');
  });

  it('never names another page: a name not taken back stays with the address it was given on', () => {
    let path = '/product/fp-1';
    const names = createPageNameStore(() => path);
    renderTitles(names);
    act(() => names.set('Kitenge Print Maxi Dress'));
    path = '/';
    act(() => go('/'));
    expect(document.title).toBe('Home | District Market');
  });

  it('shows a hostile name as one line of plain text, cut to its limit', () => {
    const names = createPageNameStore(() => '/product/fp-1');
    renderTitles(names);
    act(() => names.set('<img src=x onerror=alert(1)>\nEarbuds\u202e\u0000  Pro'));
    expect(document.title).toBe('<img src=x onerror=alert(1)> Earbuds Pro | District Market');
    expect(document.head.querySelector('img')).toBeNull();
  });
});

describe("the page's declared title", () => {
  it('is shown in the current language, before the remote has named the page', async () => {
    renderTitles(createPageNameStore(() => '/product/fp-1'));
    expect(document.title).toBe('Product | District Market');
    await act(() => i18next.changeLanguage('sw'));
    expect(document.title).toBe('Bidhaa | Soko la Mtaa');
    await act(() => i18next.changeLanguage('en'));
  });

  it("is the shell's Page Not Found where no remote declares the address", () => {
    renderTitles(
      createPageNameStore(() => '/nowhere'),
      '/nowhere',
    );
    expect(document.title).toBe('Page Not Found | District Market');
  });
});

describe('cleanPageName', () => {
  it(`keeps a long name to ${PAGE_NAME_MAX} characters, ending in an ellipsis, without splitting a character`, () => {
    const cut = cleanPageName('😀'.repeat(300));
    expect(Array.from(cut)).toHaveLength(PAGE_NAME_MAX);
    expect(cut.endsWith('😀…')).toBe(true);
  });

  it('leaves nothing of a name that is only blanks and control characters', () => {
    expect(cleanPageName(' \n\t\u200b ')).toBe('');
  });
});
