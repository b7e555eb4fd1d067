import { SERVER_REGION } from '@marketplace/contracts/fragment';

/**
 * A page the server composed shows its controls before their code has run: a tap on a button of a
 * region not yet hydrated would reach no handler and be lost. Run by the inline start-up script,
 * this holds such taps and gives them to the buttons, in order, once the region is live. Links
 * are left alone: without the page's code they navigate as plain links do. Returns how to stop.
 */
export function holdEarlyClicks(doc: Document): () => void {
  if (!doc.documentElement.hasAttribute(SERVER_REGION.composed)) return () => undefined;
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const region = target?.closest<HTMLElement>(`[${SERVER_REGION.attribute}]`);
    const button = target?.closest<HTMLElement>('button');
    if (!region || !button || region.hasAttribute(SERVER_REGION.hydrated)) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.length === 0)
      region.addEventListener(SERVER_REGION.hydratedEvent, () => held.splice(0).forEach((b) => b.isConnected && b.click()), { once: true });
    held.push(button);
  };
  doc.addEventListener('click', hold, true);
  return () => doc.removeEventListener('click', hold, true);
}
