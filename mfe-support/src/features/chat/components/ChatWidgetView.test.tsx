import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { setUpTestI18n } from '@marketplace/testing';
import { translations } from '../../../i18n/translations';
import { CHAT_STORAGE_KEY } from '../logic/history';
import { REPLY_DELAY_MS } from '../logic/useChat';
import { ChatWidgetView } from './ChatWidgetView';

const NOT_UNDERSTOOD = "I'm sorry, I don't understand your question. Could you try asking in a different way?";

beforeAll(() => setUpTestI18n('support', translations));

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});

afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await i18next.changeLanguage('en');
});

function openChat() {
  render(<ChatWidgetView />);
  fireEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
  return screen.getByRole('dialog', { name: 'Chat Assistant' });
}

const log = () => screen.getByRole('log');
const input = () => screen.getByRole('textbox');

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
}

describe('ChatWidgetView', () => {
  it('greets on the first open only, and moves focus into the panel', () => {
    openChat();
    expect(within(log()).getAllByRole('listitem')[0]).toHaveTextContent('Hello! How can I help you today?');
    expect(input()).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open chat assistant' }));
    expect(within(log()).getAllByText(/How can I help you today/)).toHaveLength(1);
  });

  it('answers one second after the user, not before, with a typing indicator meanwhile', () => {
    openChat();
    type('How long does delivery take?');
    expect(log()).toHaveTextContent('How long does delivery take?');
    expect(screen.getByRole('status')).toHaveTextContent('The assistant is typing…');
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS - 1));
    expect(log()).not.toHaveTextContent('Standard delivery takes');
    act(() => jest.advanceTimersByTime(1));
    expect(log()).toHaveTextContent('Standard delivery takes 1-3 business days and costs KSh 300, free on orders above KSh 10,000.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives the not-understood answer from the message catalogue', () => {
    openChat();
    type('Hello there');
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    expect(log()).toHaveTextContent(NOT_UNDERSTOOD);
  });

  it('answers in the current language (Swahili keywords, Swahili answer)', async () => {
    await act(() => i18next.changeLanguage('sw'));
    render(<ChatWidgetView />);
    fireEvent.click(screen.getByRole('button', { name: 'Fungua msaidizi wa gumzo' }));
    type('malipo ya m-pesa');
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    expect(log()).toHaveTextContent('Tunapokea M-Pesa, kadi za mkopo na za benki');
  });

  describe.each([
    {
      lng: 'so',
      open: 'Fur caawiyaha wada-sheekaysiga',
      cases: [
        ['Gaarsiintu immisa bay qaadataa?', 'Gaarsiinta caadiga ahi waxay qaadataa 1-3 maalmood oo shaqo, waxayna ku kacdaa KSh 300'],
        ['Sideen u celin karaa alaabta?', 'Inta badan alaabta waad soo celin kartaa 30 maalmood gudahood'],
        ['Lacag bixinta sidee bay u shaqeysaa?', 'Waxaan aqbalnaa M-Pesa, kaararka deynta iyo bangiga'],
        ['Subax wanaagsan', 'Waan ka xumahay, su’aashaada ma fahmin. Ma isku dayi kartaa inaad si kale u weydiiso?'],
      ],
    },
    {
      lng: 'sw',
      open: 'Fungua msaidizi wa gumzo',
      cases: [
        ['Usafirishaji huchukua muda gani?', 'Usafirishaji wa kawaida huchukua siku 1-3 za kazi na hugharimu KSh 300'],
        ['Nataka kurudisha viatu', 'Unaweza kurudisha bidhaa nyingi ndani ya siku 30 baada ya kuzipokea'],
        ['malipo ya m-pesa', 'Tunapokea M-Pesa, kadi za mkopo na za benki'],
        ['Habari za asubuhi', 'Samahani, sijaelewa swali lako. Unaweza kujaribu kuuliza kwa njia nyingine?'],
      ],
    },
  ])('in $lng', ({ lng, open, cases }) => {
    it.each(cases)('answers %j with the %s… answer of the keyword table, in that language', async (message, answer) => {
      await act(() => i18next.changeLanguage(lng));
      render(<ChatWidgetView />);
      fireEvent.click(screen.getByRole('button', { name: open }));
      type(message);
      act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
      const items = within(log()).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(items[2]).toHaveTextContent(answer);
    });
  });

  it.each([
    ['en', '02:30 PM'],
    ['so', '02:30 GD'],
    ['sw', '14:30'],
  ])('shows message times in the current language (%s: %s)', async (lng, shown) => {
    jest.setSystemTime(new Date(2026, 0, 5, 14, 30));
    await act(() => i18next.changeLanguage(lng));
    render(<ChatWidgetView />);
    fireEvent.click(screen.getByRole('button', { name: i18next.t('chat.open', { ns: 'support' }) }));
    const stamp = within(log()).getAllByRole('listitem')[0]!.querySelector('time');
    expect(stamp).toHaveTextContent(shown);
    expect(stamp).toHaveAttribute('dateTime', new Date(2026, 0, 5, 14, 30).toISOString());
  });

  it('ignores blank input and keeps Shift+Enter for a new line', () => {
    openChat();
    type('   ');
    fireEvent.change(input(), { target: { value: 'line one' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
    expect(input()).toHaveValue('line one');
  });

  it('shows user text as text, never as HTML, cut to 500 characters', () => {
    openChat();
    type(`<img src=x onerror="window.__pwned=1">${'a'.repeat(600)}`);
    const item = within(log()).getAllByRole('listitem')[1]!;
    expect(item.querySelector('img')).toBeNull();
    expect(item).toHaveTextContent('<img src=x onerror="window.__pwned=1">');
    const stored = JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? '[]') as Array<{ content: string }>;
    expect(Array.from(stored[1]!.content)).toHaveLength(500);
  });

  it('closes on Escape and gives focus back to the chat button', () => {
    const dialog = openChat();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat assistant' })).toHaveFocus();
  });

  it('keeps the conversation for the visit, and discards a corrupt history with a warning', () => {
    openChat();
    type('refund please');
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    const { unmount } = render(<ChatWidgetView />);
    unmount();
    expect(JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY) ?? '[]')).toHaveLength(3);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStorage.setItem(CHAT_STORAGE_KEY, '{"role":"bot"');
    document.body.innerHTML = '';
    openChat();
    expect(warn).toHaveBeenCalled();
    expect(within(screen.getAllByRole('log').at(-1)!).getAllByRole('listitem')).toHaveLength(1);
  });

  it('names its input', () => {
    openChat();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
  });

  it('announces new messages to screen readers: the conversation is a polite live log', () => {
    openChat();
    expect(screen.getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-live', 'polite');
    type('refund please');
    act(() => jest.advanceTimersByTime(REPLY_DELAY_MS));
    expect(within(log()).getAllByRole('listitem')[2]).toHaveTextContent('Assistant: You can return most items within 30 days of delivery.');
  });
});
