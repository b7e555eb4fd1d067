import { useEffect, useState } from 'react';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_REGION } from '@marketplace/contracts/fragment';
import { holdEarlyInput } from './early-input';

/** A product page's controls as the catalog writes them: a stepper, Add to Cart, a sort and a link. */
function Page({ added }: { added: (line: string) => void }) {
  const [quantity, setQuantity] = useState(1);
  const [sort, setSort] = useState('newest');
  const [note, setNote] = useState('');
  const [gift, setGift] = useState(false);
  return (
    <div>
      <button id="increase" onClick={() => setQuantity(quantity + 1)}>
        <span>+</span>
      </button>
      <input id="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input id="gift" type="checkbox" checked={gift} onChange={(event) => setGift(event.target.checked)} />
      <select id="sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="newest">Newest</option>
        <option value="price-asc">Price: low to high</option>
      </select>
      <button id="add" onClick={() => added(`${quantity} ${sort} ${note} ${gift}`)}>
        Add to Cart
      </button>
      <a href="#more" id="link">
        More
      </a>
    </div>
  );
}

const lines: string[] = [];
const added = (line: string) => lines.push(line);

/** The region as the shell's page server sends it: the page's markup, not yet live. */
async function composedRegion(): Promise<HTMLElement> {
  const scratch = document.createElement('div');
  await act(async () => createRoot(scratch).render(<Page added={added} />));
  document.body.innerHTML = `<div ${SERVER_REGION.attribute}="mfe_catalog">${scratch.innerHTML}</div>`;
  return document.querySelector<HTMLElement>(`[${SERVER_REGION.attribute}]`)!;
}

async function hydrate(region: HTMLElement) {
  await act(async () => {
    hydrateRoot(region, <Page added={added} />);
  });
  region.setAttribute(SERVER_REGION.hydrated, '');
  await act(async () => {
    region.dispatchEvent(new Event(SERVER_REGION.hydratedEvent));
    // One task per held input.
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
function pick(id: string, value: string) {
  const field = byId<HTMLInputElement | HTMLSelectElement>(id);
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

let stop = () => {};
beforeEach(() => {
  lines.length = 0;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  stop();
  document.documentElement.removeAttribute(SERVER_REGION.composed);
});

test('taps and values given before hydration reach the page, in order, each rendered before the next', async () => {
  document.documentElement.setAttribute(SERVER_REGION.composed, 'mfe_catalog');
  const region = await composedRegion();
  stop = holdEarlyInput(document);
  pick('note', 'for Amina');
  byId('increase').querySelector('span')!.click();
  byId('increase').click();
  pick('sort', 'newest');
  pick('sort', 'price-asc');
  byId('gift').click();
  expect(byId<HTMLInputElement>('gift').checked).toBe(false);
  byId('add').click();
  expect(lines).toEqual([]);
  await hydrate(region);
  expect(lines).toEqual(['3 price-asc for Amina true']);
  expect(byId<HTMLSelectElement>('sort').value).toBe('price-asc');
  // Live: taps go straight through.
  await act(async () => byId('add').click());
  expect(lines).toEqual(['3 price-asc for Amina true', '3 price-asc for Amina true']);
});

test('a tap the moment the region is live waits behind the inputs still being given back', async () => {
  document.documentElement.setAttribute(SERVER_REGION.composed, 'mfe_catalog');
  const region = await composedRegion();
  stop = holdEarlyInput(document);
  pick('note', 'for Amina');
  byId('increase').click();
  await act(async () => {
    hydrateRoot(region, <Page added={added} />);
  });
  region.setAttribute(SERVER_REGION.hydrated, '');
  await act(async () => {
    region.dispatchEvent(new Event(SERVER_REGION.hydratedEvent));
    // Tapped before the held note and raise have been given back.
    byId('add').click();
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(lines).toEqual(['2 newest for Amina false']);
});

/** A note typed in the server's page, then selected whole to type over it, before the page is live. */
async function noteSelectedBeforeHydration(): Promise<{ region: HTMLElement; note: HTMLInputElement }> {
  document.documentElement.setAttribute(SERVER_REGION.composed, 'mfe_catalog');
  const region = await composedRegion();
  stop = holdEarlyInput(document);
  pick('note', 'for Amina');
  const note = byId<HTMLInputElement>('note');
  note.focus();
  note.select();
  return { region, note };
}

test('a value given back as it stands keeps the selection the shopper made to type over it', async () => {
  const { region, note } = await noteSelectedBeforeHydration();
  await hydrate(region);
  expect(note.value).toBe('for Amina');
  expect([note.selectionStart, note.selectionEnd]).toEqual([0, 'for Amina'.length]);
});

test('text selected to type over keeps its selection though the page empties the field as it goes live', async () => {
  const { region, note } = await noteSelectedBeforeHydration();
  await act(async () => {
    hydrateRoot(region, <Page added={added} />);
  });
  region.setAttribute(SERVER_REGION.hydrated, '');
  await act(async () => {
    region.dispatchEvent(new Event(SERVER_REGION.hydratedEvent));
    // The page's first render after hydrating shows its state's value, through React's own setter.
    note.value = '';
    await Promise.resolve();
    // The shopper's next key replaces the selection.
    note.setRangeText('for Yusuf');
    note.dispatchEvent(new Event('input', { bubbles: true }));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(note.value).toBe('for Yusuf');
});

/** A page rendered again just after it hydrates (as a part that knows it is live): its fields show their state. */
function RendersAgain({ added }: { added: (line: string) => void }) {
  const [, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return <Page added={added} />;
}

test('a key typed the moment the region is live adds to what was held, not to the emptied field', async () => {
  document.documentElement.setAttribute(SERVER_REGION.composed, 'mfe_catalog');
  const region = await composedRegion();
  stop = holdEarlyInput(document);
  pick('note', 'for Amina');
  const note = byId<HTMLInputElement>('note');
  await act(async () => {
    hydrateRoot(region, <RendersAgain added={added} />);
  });
  expect(note.value).toBe('');
  region.setAttribute(SERVER_REGION.hydrated, '');
  await act(async () => {
    region.dispatchEvent(new Event(SERVER_REGION.hydratedEvent));
    // Input comes before timers: the next key, typed at the end of what the field shows.
    await Promise.resolve();
    const typed = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    typed.call(note, `${note.value}!`);
    note.dispatchEvent(new Event('input', { bubbles: true }));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(note.value).toBe('for Amina!');
  await act(async () => byId('add').click());
  expect(lines).toEqual(['1 newest for Amina! false']);
});

/** A page whose tree is rendered anew just after it hydrates (a part remounted): new elements, same places. */
function Remounting({ added }: { added: (line: string) => void }) {
  const [mount, setMount] = useState(0);
  useEffect(() => setMount(1), []);
  return <Page key={mount} added={added} />;
}

test('a tap held on an element the page replaced after hydrating reaches the control now in its place', async () => {
  document.documentElement.setAttribute(SERVER_REGION.composed, 'mfe_catalog');
  const region = await composedRegion();
  stop = holdEarlyInput(document);
  const served = byId('add');
  served.click();
  await act(async () => {
    hydrateRoot(region, <Remounting added={added} />);
  });
  expect(served.isConnected).toBe(false);
  region.setAttribute(SERVER_REGION.hydrated, '');
  await act(async () => {
    region.dispatchEvent(new Event(SERVER_REGION.hydratedEvent));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(lines).toEqual(['1 newest  false']);
});

test('links, and pages the server did not compose, are left alone', async () => {
  document.documentElement.setAttribute(SERVER_REGION.composed, 'mfe_catalog');
  await composedRegion();
  stop = holdEarlyInput(document);
  const followed: string[] = [];
  document.addEventListener('click', (event) => followed.push((event.target as Element).id), { once: true });
  byId('link').click();
  expect(followed).toEqual(['link']);
  stop();
  document.documentElement.removeAttribute(SERVER_REGION.composed);
  const region = await composedRegion();
  stop = holdEarlyInput(document);
  await act(async () => {
    hydrateRoot(region, <Page added={added} />);
  });
  await act(async () => byId('add').click());
  expect(lines).toEqual(['1 newest  false']);
});
