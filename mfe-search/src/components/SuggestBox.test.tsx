import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route } from 'react-router';
import { renderRoutesAt } from '@marketplace/testing';
import { hostWith, scriptedBackend, setUpI18n, type Handler, type Reply } from '../testing/harness';
import { SUGGEST_DEBOUNCE_MS } from '../lib/suggest';
import { SuggestBox } from './SuggestBox';

// The search box's suggestions as you type (the search page's box and the header's slot): the
// WAI-ARIA combobox pattern, debouncing, stale answers dropped, a failure said plainly. The
// network is scripted; the supabase client and the router are the real ones.

beforeAll(setUpI18n);
afterEach(() => jest.useRealTimers());

const SPEAKER = { kind: 'product', label: 'Bluetooth Speaker Bass Boom', target: 'e1' };
const ELECTRONICS = { kind: 'category', label: 'Electronics', target: 'electronics' };
const SHOP = { kind: 'vendor', label: 'Nairobi Tech Hub', target: 'nairobi-tech-hub' };

const answers: Handler = () => ({ body: [SPEAKER, ELECTRONICS, SHOP] });

function Box() {
  const [value, setValue] = useState('');
  return <SuggestBox id="q" value={value} onValueChange={setValue} placeholder="Search" maxLength={100} autoFocus={false} />;
}

function setUp(handler: Handler = answers) {
  jest.useFakeTimers();
  const backend = scriptedBackend(handler);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderRoutesAt('/', <Route path="/" element={<Box />} />, hostWith(backend.client));
  const suggests = () => backend.requests.filter((r) => r.url.pathname.endsWith('/rpc/search_suggest'));
  return { user, suggests, box: screen.getByRole('combobox') };
}

const settle = () => act(async () => void (await jest.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS)));
const location = () => screen.getByTestId('location').textContent;

it('asks once typing pauses, for the latest text, in the shopper language', async () => {
  const { user, suggests, box } = setUp();
  await user.type(box, 'spik');
  expect(suggests()).toHaveLength(0);
  await settle();
  expect(suggests()).toHaveLength(1);
  expect(suggests()[0]!.body).toEqual({ q: 'spik', lang: 'en', max_rows: 8 });
});

it('is a combobox controlling a listbox, moved through with the arrows, Enter opening the product', async () => {
  const { user, box } = setUp();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await user.type(box, 'spik');
  await settle();
  const list = await screen.findByRole('listbox');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-controls', list.id);
  const options = screen.getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Bluetooth Speaker Bass BoomProduct', 'ElectronicsCategory', 'Nairobi Tech HubShop']);
  expect(box).not.toHaveAttribute('aria-activedescendant');

  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowUp}');
  expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
  // Above the first is back in the input; above that, the last.
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
  expect(box).toHaveFocus();

  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(location()).toBe('/product/e1');
});

it('closes on Escape and opens again with ArrowDown', async () => {
  const { user, box } = setUp();
  await user.type(box, 'elec');
  await settle();
  await screen.findByRole('listbox');
  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box).toHaveValue('elec');
  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
});

it.each([
  [1, '/category/electronics'],
  [2, '/vendor/nairobi-tech-hub'],
])('opens the category or shop picked with the mouse or a tap (option %i: %s)', async (option, path) => {
  const { user, box } = setUp();
  await user.type(box, 'nai');
  await settle();
  await user.click((await screen.findAllByRole('option'))[option]!);
  expect(location()).toBe(path);
});

it('drops an older answer: a slow reply for earlier text never replaces the newer one, and its request is cancelled', async () => {
  let releaseOld: (reply: Reply) => void = () => undefined;
  const signals: AbortSignal[] = [];
  const { user, box } = setUp((request) => {
    const q = (request.body as { q: string }).q;
    if (q === 'lam') return new Promise<Reply>((resolve) => (releaseOld = resolve));
    return { body: [{ kind: 'product', label: 'Solar Lantern', target: 'e2' }] };
  });
  const scripted = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (init?.signal) signals.push(init.signal);
    return scripted(input, init);
  };
  await user.type(box, 'lam');
  await settle();
  await user.type(box, 'p');
  await settle();
  expect(await screen.findByRole('option', { name: /Solar Lantern/ })).toBeInTheDocument();
  expect(signals[0]!.aborted).toBe(true);
  await act(async () => releaseOld({ body: [{ kind: 'product', label: 'Old Lamp', target: 'old' }] }));
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Solar LanternProduct']);
});

it('says plainly when suggestions fail, and shows no list', async () => {
  const { user, box } = setUp(() => ({ status: 503, body: { message: 'down' } }));
  await user.type(box, 'spik');
  await settle();
  expect(await screen.findByText('Suggestions are not available right now.')).toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

it('marks what was typed, as text', async () => {
  const { user, box } = setUp(() => ({ body: [{ kind: 'product', label: '<b>Spika</b> ya Bluetooth', target: 'e1' }] }));
  await user.type(box, 'spik');
  await settle();
  const option = await screen.findByRole('option');
  expect(option.querySelector('b')).toBeNull();
  expect(option.querySelector('mark')).toHaveTextContent(/^Spik$/);
});
