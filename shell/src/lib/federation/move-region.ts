/** Gives a text field its caret and selection back, as they are now; null for other elements. */
function selectionOf(field: Element): (() => void) | null {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  try {
    const { selectionStart, selectionEnd, selectionDirection } = field;
    if (selectionStart === null || selectionEnd === null) return null;
    return () => field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  } catch {
    // A field type without a caret (a number, a date).
    return null;
  }
}

interface Focus {
  element: HTMLElement;
  restoreSelection: (() => void) | null;
}

/** The element of each watched region that lost the focus in the task running now. */
const blurredNow = new WeakMap<HTMLElement, Focus>();

/**
 * Watches the server's region from before the shell's first render, which takes the server's
 * layout away, the region with it, before the region is moved into the shell's layout: that
 * removal takes the focus from a field the shopper is typing in. A blur kept until the end of its
 * task tells that removal apart from the shopper's own blur, which ends its task at once.
 */
export function watchRegionFocus(region: HTMLElement): void {
  region.addEventListener('focusout', (event) => {
    if (!(event.target instanceof HTMLElement)) return;
    blurredNow.set(region, { element: event.target, restoreSelection: selectionOf(event.target) });
    queueMicrotask(() => blurredNow.delete(region));
  });
}

/**
 * Moves the server's region into the shell's layout without taking the shopper's place in it: a
 * field being typed in keeps its focus and caret, whether the move itself or the removal just
 * before it (see watchRegionFocus) took them; otherwise the next keys would go nowhere.
 */
export function moveRegion(parent: Element, region: HTMLElement): void {
  const doc = region.ownerDocument;
  const active = doc.activeElement;
  const focus: Focus | null =
    active instanceof HTMLElement && region.contains(active)
      ? { element: active, restoreSelection: selectionOf(active) }
      : (blurredNow.get(region) ?? null);
  parent.appendChild(region);
  if (!focus || !region.contains(focus.element) || doc.activeElement === focus.element) return;
  // Only the focus the move or the removal took: not one the page has given elsewhere meanwhile.
  if (doc.activeElement && doc.activeElement !== doc.body) return;
  focus.element.focus({ preventScroll: true });
  focus.restoreSelection?.();
}
