import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { SearchSuggestSlotProps } from '@marketplace/contracts';
import { renderInShell, settledRequest, setUpI18n } from '../../../testing/harness';
import { createSite } from '../../../lib/federation/site';
import { HeaderSearch } from './HeaderSearch';

// The search team's box (the 'search-suggest' slot), as a stand-in: it shows what the shell gave it.
const mockLoad = jest.fn((_remote: string, _module: string): Promise<unknown> => new Promise(() => undefined));
jest.mock('../../../lib/federation/registry', () => ({ loadExposed: (remote: string, module: string) => mockLoad(remote, module) }));

function SlotBox({ id, value, onValueChange, autoFocus }: SearchSuggestSlotProps) {
  return (
    <input
      id={id}
      role="combobox"
      aria-expanded={false}
      data-slot="search-suggest"
      value={value}
      autoFocus={autoFocus}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}

/** A site whose search remote declares the slot. */
function searchSite() {
  const answer = {
    name: 'mfe_search',
    manifest: 'http://localhost/mfe_search/mf-manifest.json',
    problem: null,
    json: { metaData: { pages: [], slots: { 'search-suggest': './SearchSuggest' } } },
  };
  return createSite([answer], [settledRequest(answer)]);
}

beforeAll(setUpI18n);
beforeEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const submit = () => screen.getByRole('button', { name: 'Search' });

describe('HeaderSearch', () => {
  it('keeps submit disabled while there is no text to search for', async () => {
    renderInShell(<HeaderSearch />);
    expect(submit()).toBeDisabled();
    await userEvent.type(box(), '   ');
    expect(submit()).toBeDisabled();
    await userEvent.type(box(), 'x');
    expect(submit()).toBeEnabled();
  });

  it('cleans the text as typed and goes to /search?q= with the trimmed text', async () => {
    const user = userEvent.setup();
    const { location } = renderInShell(<HeaderSearch />, { route: '/deals' });
    expect(box()).toHaveAttribute('maxLength', '100');
    await user.type(box(), '  <b>"red" kitenge</b> ');
    expect(box()).toHaveValue('  bred kitenge/b ');
    await user.click(submit());
    expect(location()).toBe(`/search?q=${encodeURIComponent('bred kitenge/b')}`);
  });

  it('strips script schemes and event handlers, and submits with Enter', async () => {
    const user = userEvent.setup();
    const { location } = renderInShell(<HeaderSearch />);
    await user.type(box(), 'javascript:alert(1) onclick=go shoes{Enter}');
    expect(box()).toHaveValue('alert(1) go shoes');
    expect(location()).toBe(`/search?q=${encodeURIComponent('alert(1) go shoes')}`);
  });

  it('does not navigate on Enter with only spaces', async () => {
    const user = userEvent.setup();
    const { location } = renderInShell(<HeaderSearch />);
    await user.type(box(), '   {Enter}');
    expect(location()).toBe('/');
  });

  describe('image search', () => {
    const createObjectURL = jest.fn(() => 'blob:http://localhost/preview-1');
    beforeAll(() => {
      Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    });
    beforeEach(() => createObjectURL.mockClear());

    const fileInput = () => screen.getByLabelText('Choose an image to search with', { selector: 'input' });

    it('opens an image-only file picker from a named button', async () => {
      renderInShell(<HeaderSearch withImageSearch />);
      const input = fileInput() as HTMLInputElement;
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
      const click = jest.spyOn(input, 'click');
      await userEvent.click(screen.getByRole('button', { name: 'Search by image' }));
      expect(click).toHaveBeenCalled();
    });

    it('goes to the image search with a local preview and confirms the upload', async () => {
      const { host, location } = renderInShell(<HeaderSearch withImageSearch />);
      const file = new File(['png-bytes'], 'kitenge.png', { type: 'image/png' });
      await userEvent.upload(fileInput(), file);
      expect(createObjectURL).toHaveBeenCalledWith(file);
      expect(location()).toBe(`/search?image=${encodeURIComponent('blob:http://localhost/preview-1')}`);
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: 'Image uploaded for search' });
    });

    it('refuses a file the upload rules reject, with the translated reason', async () => {
      const user = userEvent.setup({ applyAccept: false });
      const { host, location } = renderInShell(<HeaderSearch withImageSearch />);
      const input = fileInput();
      await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
      expect(host.notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Invalid file type' });

      await user.upload(input, new File([], 'empty.png', { type: 'image/png' }));
      expect(host.notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'File appears to be empty' });

      await act(() => i18next.changeLanguage('sw'));
      await user.upload(input, new File(['x'], 'setup.exe.png', { type: 'image/png' }));
      expect(host.notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Jina la faili si halali' });

      expect(createObjectURL).not.toHaveBeenCalled();
      expect(location()).toBe('/');
    });

    it('reports a preview that cannot be made', async () => {
      createObjectURL.mockImplementationOnce(() => {
        throw new Error('no blob support');
      });
      const { host, location } = renderInShell(<HeaderSearch withImageSearch />);
      await userEvent.upload(fileInput(), new File(['gif'], 'cat.gif', { type: 'image/gif' }));
      expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Failed to process image' });
      expect(location()).toBe('/');
    });
  });

  describe("suggestions as you type (the search team's slot)", () => {
    beforeEach(() => mockLoad.mockClear());

    it('loads nothing until the box is focused, then puts the slot in its place with the text and the focus', async () => {
      let arrive: (module: unknown) => void = () => undefined;
      mockLoad.mockImplementationOnce(() => new Promise((resolve) => (arrive = resolve)));
      const user = userEvent.setup();
      renderInShell(<HeaderSearch />, { site: searchSite() });
      expect(mockLoad).not.toHaveBeenCalled();
      await user.type(box(), 'spik');
      expect(mockLoad).toHaveBeenCalledTimes(1);
      expect(mockLoad).toHaveBeenCalledWith('mfe_search', './SearchSuggest');
      await act(async () => arrive({ default: SlotBox }));
      expect(box()).toHaveAttribute('data-slot', 'search-suggest');
      expect(box()).toHaveValue('spik');
      expect(box()).toHaveFocus();
      await user.type(box(), 'a{Enter}');
      expect(screen.getByTestId('location')).toHaveTextContent('/search?q=spika');
    });

    it('keeps its own box when the slot cannot load', async () => {
      mockLoad.mockImplementationOnce(() => Promise.reject(new Error('offline')));
      const user = userEvent.setup();
      const { location } = renderInShell(<HeaderSearch />, { site: searchSite(), host: { reportError: jest.fn(() => 'e1') } });
      await user.type(box(), 'spika{Enter}');
      expect(box()).not.toHaveAttribute('data-slot');
      expect(location()).toBe('/search?q=spika');
    });
  });
});
