import { SERVER_REGION } from '@marketplace/contracts/fragment';
import { holdEarlyClicks } from './early-clicks';

function composedPage(composed: boolean) {
  document.documentElement.toggleAttribute(SERVER_REGION.composed, composed);
  document.body.innerHTML = `<div ${SERVER_REGION.attribute}="mfe_catalog"><button id="add"><span>Add to Cart</span></button><a href="#x" id="link">More</a></div>`;
  const presses: string[] = [];
  const button = document.getElementById('add')!;
  // Where React listens: the region's root.
  document
    .querySelector(`[${SERVER_REGION.attribute}]`)!
    .addEventListener('click', (event) => presses.push((event.target as Element).id || 'span'));
  return { button, presses, region: button.parentElement! };
}

let stop = () => {};
afterEach(() => {
  stop();
  document.documentElement.removeAttribute(SERVER_REGION.composed);
});

test('a tap on a button of a region not yet hydrated is held, then given to it once the region is live', () => {
  const { button, presses, region } = composedPage(true);
  stop = holdEarlyClicks(document);
  button.querySelector('span')!.click();
  expect(presses).toEqual([]);
  region.setAttribute(SERVER_REGION.hydrated, '');
  region.dispatchEvent(new Event(SERVER_REGION.hydratedEvent));
  expect(presses).toEqual(['add']);
  // Live: taps go straight through.
  button.click();
  expect(presses).toEqual(['add', 'add']);
});

test('links, and pages the server did not compose, are left alone', () => {
  const { presses } = composedPage(true);
  stop = holdEarlyClicks(document);
  document.getElementById('link')!.click();
  expect(presses).toEqual(['link']);
  stop();
  const plain = composedPage(false);
  stop = holdEarlyClicks(document);
  plain.button.click();
  expect(plain.presses).toEqual(['add']);
});
