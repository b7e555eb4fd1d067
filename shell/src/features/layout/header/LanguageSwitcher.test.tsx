import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '@marketplace/contracts';
import { translations } from '../../../i18n/translations';
import { renderInShell, setUpI18n } from '../../../testing/harness';
import { LanguageSwitcher } from './LanguageSwitcher';

beforeAll(setUpI18n);
beforeEach(async () => {
  localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

const toggle = () => screen.getByRole('button', { name: /^(Language|Luqadda|Lugha): / });

describe('LanguageSwitcher', () => {
  it('shows the current language on a menu button', () => {
    renderInShell(<LanguageSwitcher />);
    expect(toggle()).toHaveAccessibleName('Language: English');
    expect(toggle()).toHaveAttribute('aria-haspopup', 'menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('lists English, Somali and Swahili with their lang and a tick on the current one', async () => {
    renderInShell(<LanguageSwitcher />);
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('menu', { name: 'Choose language' })).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang'), item.getAttribute('aria-checked')])).toEqual([
      ['English✓', 'en', 'true'],
      ['Somali', 'so', 'false'],
      ['Swahili', 'sw', 'false'],
    ]);
  });

  it('switches the language, remembers it and moves the tick', async () => {
    const user = userEvent.setup();
    renderInShell(<LanguageSwitcher />);
    await user.click(toggle());
    await user.click(screen.getByRole('menuitemradio', { name: 'Somali' }));

    expect(i18next.language).toBe('so');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('so');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle()).toHaveAccessibleName('Luqadda: Somali');
    expect(toggle()).toHaveFocus();

    await user.click(toggle());
    expect(screen.getByRole('menuitemradio', { name: /Somali/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: /Somali/ })).toHaveTextContent('Somali✓');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).not.toHaveTextContent('✓');
  });

  it('works from the keyboard: Enter and Space open, arrows move, Escape closes', async () => {
    const user = userEvent.setup();
    renderInShell(<LanguageSwitcher />);
    await user.tab();
    expect(toggle()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: /English/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Somali' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: /English/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'Swahili' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'Swahili' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(i18next.language).toBe('sw');
    expect(toggle()).toHaveAccessibleName('Lugha: Swahili');
  });

  it('lets Tab walk the items and closes once focus leaves', async () => {
    const user = userEvent.setup();
    renderInShell(
      <>
        <LanguageSwitcher />
        <button type="button">After</button>
      </>,
    );
    await user.click(toggle());
    await user.tab();
    expect(screen.getByRole('menuitemradio', { name: /English/ })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('menuitemradio', { name: 'Swahili' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderInShell(
      <>
        <LanguageSwitcher />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(toggle());
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(i18next.language).toBe('en');
  });
});

describe('LanguageSwitcher after a start in another language', () => {
  it('shows the language the page started in, before any switch', async () => {
    // As in the shell's start: i18next starts in Somali with no strings, the apps add theirs later,
    // so i18next never settles a "resolved" language.
    const instance = i18next.createInstance();
    await instance.init({ lng: 'so', fallbackLng: 'en', supportedLngs: ['en', 'so', 'sw'], resources: {} });
    instance.addResourceBundle('so', 'shell', translations.so, true, true);
    renderInShell(
      <I18nextProvider i18n={instance}>
        <LanguageSwitcher />
      </I18nextProvider>,
    );
    expect(toggle()).toHaveAccessibleName('Luqadda: Somali');
  });
});
