import { SERVER_REGION } from '@marketplace/contracts/fragment';
import { adoptServerRegion } from './adopt-server-region';
import { takeServerRegion } from './server-region';

const RELEASE = 'static/js/mfe_catalog.abc.js';

function composedPage(state = '{"product|e1":{"id":"e1"}}') {
  document.body.innerHTML = `<div ${SERVER_REGION.attribute}="mfe_catalog" ${SERVER_REGION.release}="${RELEASE}" ${SERVER_REGION.lang}="sw" ${SERVER_REGION.address}="/product/e1"><div data-remote="mfe-catalog"></div></div><script type="application/json" id="${SERVER_REGION.stateId('mfe_catalog')}">${state}</script>`;
}

const page = { release: () => RELEASE, language: 'sw', address: '/product/e1' };

beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

test('adopts the region when the page runs its release, in its language, at its address; taken once', () => {
  composedPage();
  adoptServerRegion(document, page);
  expect(takeServerRegion('mfe_search')).toBeNull();
  const region = takeServerRegion('mfe_catalog')?.region;
  expect(region?.state).toEqual({ 'product|e1': { id: 'e1' } });
  expect(region?.element.getAttribute(SERVER_REGION.attribute)).toBe('mfe_catalog');
  expect(takeServerRegion('mfe_catalog')).toBeNull();
});

test.each([
  ['another release', { ...page, release: () => 'static/js/mfe_catalog.new.js' }, 'it was rendered by release'],
  ['a manifest not yet in', { ...page, release: () => null }, 'this page runs no known release'],
  ['another language', { ...page, language: 'so' }, 'it was rendered in sw, the page shows so'],
  ['another address', { ...page, address: '/product/e2' }, 'it was rendered for another address'],
])('leaves the region to the browser for %s, and says why', (_case, context, why) => {
  composedPage();
  adoptServerRegion(document, context);
  expect(takeServerRegion('mfe_catalog')).toBeNull();
  expect(console.info).toHaveBeenCalledWith(expect.stringContaining(why));
});

test('leaves the region to the browser when its state is corrupt', () => {
  composedPage('{"product|e1": ');
  adoptServerRegion(document, page);
  expect(takeServerRegion('mfe_catalog')).toBeNull();
  expect(console.info).toHaveBeenCalledWith(expect.stringContaining('its state is missing or corrupt'));
});
