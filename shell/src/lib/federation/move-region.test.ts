import { moveRegion, watchRegionFocus } from './move-region';

function page() {
  document.body.innerHTML =
    '<div id="root"><div id="frame"><div id="region"><input id="name" value="Amina Yusuf"></div></div></div><div id="holder"></div>';
  const region = document.getElementById('region')!;
  const holder = document.getElementById('holder')!;
  const field = document.getElementById('name') as HTMLInputElement;
  return { root: document.getElementById('root')!, region, holder, field };
}

describe('moveRegion', () => {
  it('moves the region into the holder and gives the field being typed in its focus and caret back', () => {
    const { region, holder, field } = page();
    field.focus();
    field.setSelectionRange(2, 5);
    moveRegion(holder, region);
    expect(region.parentElement).toBe(holder);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([2, 5]);
  });

  it('gives the focus back when the layout around the region was taken away first, in the same task', () => {
    const { root, region, holder, field } = page();
    watchRegionFocus(region);
    field.focus();
    field.setSelectionRange(3, 3);
    // What the shell's first commit does: it clears the server's layout, then moves the region.
    // Browsers blur the field as it goes; jsdom does not, so the test says it.
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    root.textContent = '';
    moveRegion(holder, region);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
  });

  it("leaves the shopper's own blur alone", async () => {
    const { root, region, holder, field } = page();
    watchRegionFocus(region);
    field.focus();
    field.blur();
    await Promise.resolve();
    root.textContent = '';
    moveRegion(holder, region);
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses nothing when the focus was elsewhere', () => {
    const { region, holder } = page();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    moveRegion(holder, region);
    expect(region.parentElement).toBe(holder);
    expect(document.activeElement).toBe(outside);
  });
});
