import type { PageSlots } from '../app/Layout';

/**
 * index.html's places for the shell's parts (#shell-top is its React root): the page's <main> and
 * what follows it. What index.html and the server put in <main> (the skeleton, a region the page
 * does not adopt, its state) is taken now and goes at the shell's first commit, except the region
 * `kept()` names then: the one the page adopted, which stays where it was painted.
 */
export function pageSlots(doc: Document, kept: () => Element | null): PageSlots {
  const main = doc.getElementById('main-content');
  const end = doc.getElementById('shell-end');
  if (!main || !end) throw new Error('index.html has no #main-content or #shell-end');
  const frame = Array.from(main.children);
  return {
    main,
    end,
    clearFrame: () => {
      const keep = kept();
      for (const element of frame) if (element !== keep) element.remove();
    },
  };
}
