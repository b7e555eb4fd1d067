import { expect, type Page } from '@playwright/test';

// The trap and DOM checks for the hostile-input corpus (./hostile-payloads.ts). Every payload
// that could run code calls `__xss(n)` (or opens a dialog): `installXssTrap` turns any such call
// into a recorded hit, so a test proves "no script ran" by finding no hits, no dialogs and no
// uncaught page errors.

export interface XssTrap {
  hits: string[];
  dialogs: string[];
  errors: string[];
}

/**
 * Records any execution of a payload on every page of the test: `__xss(n)` calls (a binding
 * defined before any page script), dialogs (alert/confirm/prompt) and uncaught page errors.
 */
export async function installXssTrap(page: Page): Promise<XssTrap> {
  const trap: XssTrap = { hits: [], dialogs: [], errors: [] };
  await page.exposeBinding('__xss', (source, n: unknown) => {
    trap.hits.push(`__xss(${String(n)}) on ${source.frame.url()}`);
  });
  page.on('dialog', (dialog) => {
    trap.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => trap.errors.push(error.message.slice(0, 300)));
  return trap;
}

/**
 * No live vectors in the DOM: no `on*` attribute, no javascript:/data: URL in a link, source or
 * action, no script element the site did not ship. Catches markup that rendered but did not fire.
 */
export async function expectNoLiveVectors(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // Browsers ignore whitespace and control characters inside a URL scheme; matching them is the point.
        // eslint-disable-next-line no-control-regex
        const value = attribute.value.replace(/[\s\u0000-\u001F]/g, '').toLowerCase();
        if (name.startsWith('on')) problems.push(`<${element.localName} ${name}>`);
        if (urlAttributes.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
          problems.push(`<${element.localName} ${name}="${attribute.value.slice(0, 60)}">`);
        }
      }
      // A data block (the page's JSON-LD, a region's state) runs nothing; its text is escaped JSON.
      const data = ['application/json', 'application/ld+json'].includes(element.getAttribute('type') ?? '');
      if (element.localName === 'script' && !data && (element.textContent ?? '').includes('__xss'))
        problems.push('<script> with a payload');
      if (element.localName === 'iframe' || element.localName === 'object' || element.localName === 'embed') {
        problems.push(`<${element.localName}>`);
      }
    }
    return problems;
  });
  expect(found, 'live script vectors in the DOM').toEqual([]);
}

/** The trap recorded nothing: no script ran, no dialog opened, no uncaught error. */
export function expectNothingRan(trap: XssTrap): void {
  expect(trap.hits, 'payloads that executed').toEqual([]);
  expect(trap.dialogs, 'dialogs opened').toEqual([]);
  expect(trap.errors, 'uncaught page errors').toEqual([]);
}
