import { SERVER_REGION } from '@marketplace/contracts/fragment';
import { adoptServerRegion } from './adopt-server-region';
import { dropServerRegion, heldServerRegion, serverRegionFor, settleServerRegion } from './server-region';

const RELEASE = 'static/js/mfe_catalog.abc.js';

function composedPage(state = '{"product|e1":{"id":"e1"}}') {
  document.body.innerHTML = `<div ${SERVER_REGION.attribute}="mfe_catalog" ${SERVER_REGION.release}="${RELEASE}" ${SERVER_REGION.lang}="sw" ${SERVER_REGION.address}="/product/e1"><div data-remote="mfe-catalog"></div></div><script type="application/json" id="${SERVER_REGION.stateId('mfe_catalog')}">${state}</script>`;
}

const page = { release: () => RELEASE, language: 'sw', address: '/product/e1' };

beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

test('adopts the region when the page runs its release, in its language, at its address; found by every render until one commits', () => {
  composedPage();
  adoptServerRegion(document, page);
  expect(serverRegionFor('mfe_search')).toBeNull();
  const adopted = serverRegionFor('mfe_catalog');
  expect(adopted?.region.state).toEqual({ 'product|e1': { id: 'e1' } });
  expect(adopted?.region.element.getAttribute(SERVER_REGION.attribute)).toBe('mfe_catalog');
  expect(serverRegionFor('mfe_catalog')).toBe(adopted);
  settleServerRegion(adopted!);
  expect(serverRegionFor('mfe_catalog')).toBeNull();
});

test.each([
  ['another release', { ...page, release: () => 'static/js/mfe_catalog.new.js' }, 'it was rendered by release'],
  ['a manifest not yet in', { ...page, release: () => null }, 'this page runs no known release'],
  ['another language', { ...page, language: 'so' }, 'it was rendered in sw, the page shows so'],
  ['another address', { ...page, address: '/product/e2' }, 'it was rendered for another address'],
])('leaves the region to the browser for %s, and says why', (_case, context, why) => {
  composedPage();
  adoptServerRegion(document, context);
  expect(serverRegionFor('mfe_catalog')).toBeNull();
  expect(console.info).toHaveBeenCalledWith(expect.stringContaining(why));
});

test('leaves the region to the browser when its state is corrupt', () => {
  composedPage('{"product|e1": ');
  adoptServerRegion(document, page);
  expect(serverRegionFor('mfe_catalog')).toBeNull();
  expect(console.info).toHaveBeenCalledWith(expect.stringContaining('its state is missing or corrupt'));
});

test('a region no render took yet is held where it is, and goes when the shopper leaves its address first', () => {
  composedPage();
  adoptServerRegion(document, page);
  const element = heldServerRegion();
  expect(element?.getAttribute(SERVER_REGION.attribute)).toBe('mfe_catalog');
  dropServerRegion('/product/e1');
  expect(heldServerRegion()).toBe(element);
  expect(element?.isConnected).toBe(true);
  dropServerRegion('/faq');
  expect(heldServerRegion()).toBeNull();
  expect(serverRegionFor('mfe_catalog')).toBeNull();
  expect(element?.isConnected).toBe(false);
});
