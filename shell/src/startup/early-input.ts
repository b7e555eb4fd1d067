import { SERVER_REGION } from '@marketplace/contracts/fragment';

/** Controls whose activation is a tap: held before they act, given back as a click. */
const TAPPED = 'button, input[type="checkbox"], input[type="radio"]';
/** Controls whose new value the page reads from a change: kept as typed, given back as a change. */
const CHANGED = 'select, textarea, input:not([type="checkbox"]):not([type="radio"])';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Where a control sits under its region: the child index at each level. */
function pathIn(region: Element, control: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = control; node && node !== region; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

/**
 * The control itself, or, if the page replaced it since (a part remounted, a mismatch rendered
 * again), the control now at its place under the region that reads the same.
 */
function liveControl<T extends Element>(region: Element, control: T, path: number[]): T | null {
  if (control.isConnected) return control;
  let node: Element | undefined = region;
  for (const index of path) node = node?.children[index];
  const same = node?.tagName === control.tagName && node.textContent === control.textContent;
  return region.isConnected && same ? (node as T) : null;
}

/** Puts a text field's caret or selection back as it is now; null where there is none (a select, an email field). */
function selectionKeeper(field: Field): (() => void) | null {
  if (field instanceof HTMLSelectElement) return null;
  const { selectionStart, selectionEnd, selectionDirection } = field;
  if (selectionStart === null || selectionEnd === null) return null;
  return () => field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
}

/**
 * Gives a field its value the way a shopper does: through the element's own setter (which React's
 * value tracking watches) to another value first, then the prototype's, so the page's change
 * handler sees the value as new even if hydration already saw it in the field. Setting a value
 * moves the caret to its end: `keepSelection` puts back the shopper's (text selected to type over).
 */
function giveValue(field: Field, value: string, keepSelection: (() => void) | null): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = value === '' ? ' ' : '';
  setter?.call(field, value);
  keepSelection?.();
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A page the server composed shows its controls before their code has run: a tap on a button, or a
 * sort picked, in a region not yet hydrated would reach no handler and be lost. Run by the inline
 * start-up script, this holds taps and keeps changed values, and once the region is live gives
 * them back in order, one per task so the page renders each before the next (a quantity raised
 * twice, then Add to Cart, adds the raised quantity). Links are left alone: without the page's
 * code they navigate as plain links do. Returns how to stop.
 */
export function holdEarlyInput(doc: Document): () => void {
  if (!doc.documentElement.hasAttribute(SERVER_REGION.composed)) return () => undefined;
  const held: Array<() => void> = [];
  const changed = new Map<Field, string>();
  // Each field's caret or selection as the region went live, with the value it was in: the page's
  // first render after hydrating may empty the field (its state's value) before it is given back.
  const selections = new Map<Field, { value: string; keep: (() => void) | null }>();
  // From the region's hydration until the last held input is given back, new input waits its
  // turn behind the held: a Send tapped then must not go before the address typed earlier.
  let draining = false;
  // The clicks and events of giving an input back are the page's to handle, not to hold again.
  let givingBack = false;
  const replay = () => {
    const next = held.shift();
    if (!next) {
      draining = false;
      changed.clear();
      selections.clear();
      return;
    }
    givingBack = true;
    try {
      next();
    } finally {
      givingBack = false;
    }
    setTimeout(replay, 0);
  };
  const pendingRegion = (event: Event): HTMLElement | null => {
    const target = event.target instanceof Element ? event.target : null;
    const region = target?.closest<HTMLElement>(`[${SERVER_REGION.attribute}]`);
    if (!region || givingBack || (region.hasAttribute(SERVER_REGION.hydrated) && !draining)) return null;
    if (held.length === 0 && !draining)
      region.addEventListener(
        SERVER_REGION.hydratedEvent,
        () => {
          draining = true;
          for (const [field, value] of changed) if (field.value === value) selections.set(field, { value, keep: selectionKeeper(field) });
          // The first in the task that made the region live: the page renders again right after
          // hydrating (a field back to its state's empty value), and a key typed before a timer
          // ran would then start from that, and be kept instead of what was held.
          queueMicrotask(replay);
        },
        { once: true },
      );
    return region;
  };
  const holdTap = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPED) : null;
    const region = control && pendingRegion(event);
    if (!control || !region) return;
    event.preventDefault();
    event.stopPropagation();
    const path = pathIn(region, control);
    held.push(() => liveControl(region, control, path)?.click());
  };
  const keepValue = (event: Event) => {
    const field = event.target instanceof Element ? event.target.closest<Field>(CHANGED) : null;
    const region = field && pendingRegion(event);
    if (!field || !region) return;
    // The last value wins, given back at the place of the first change.
    const path = pathIn(region, field);
    if (!changed.has(field))
      held.push(() => {
        const live = liveControl(region, field, path);
        if (!live) return;
        const value = changed.get(field) ?? field.value;
        const kept = selections.get(field);
        const keep = live.value === value ? selectionKeeper(live) : live === field && kept?.value === value ? kept.keep : null;
        giveValue(live, value, keep);
      });
    changed.set(field, field.value);
  };
  doc.addEventListener('click', holdTap, true);
  doc.addEventListener('input', keepValue, true);
  doc.addEventListener('change', keepValue, true);
  return () => {
    doc.removeEventListener('click', holdTap, true);
    doc.removeEventListener('input', keepValue, true);
    doc.removeEventListener('change', keepValue, true);
  };
}
