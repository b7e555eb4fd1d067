import { pageSlots } from './page-slots';

function page(main: string) {
  document.body.innerHTML = `<div id="root"><div id="shell-top"></div><main id="main-content">${main}</main><div id="shell-end"></div></div>`;
}

test("clears what index.html and the server put in <main>, keeps the adopted region and what the shell's render added", () => {
  page('<div id="region">painted</div><script type="application/json" id="state">{}</script>');
  const region = document.getElementById('region');
  const slots = pageSlots(document, () => region);
  // The shell's first commit renders its region's neighbours into <main> before the frame is cleared.
  const rendered = document.createElement('section');
  slots.main.append(rendered);
  slots.clearFrame();
  expect(Array.from(slots.main.children)).toEqual([region, rendered]);
  expect(slots.end).toBe(document.getElementById('shell-end'));
});

test('a page that adopted no region loses the skeleton and the region it did not adopt', () => {
  page('<div class="frame-region"><span></span></div><div id="region">another release</div>');
  const slots = pageSlots(document, () => null);
  slots.clearFrame();
  expect(slots.main.children).toHaveLength(0);
});

test('a page without the places for the shell is refused by name', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(() => pageSlots(document, () => null)).toThrow('index.html has no #main-content or #shell-end');
});
