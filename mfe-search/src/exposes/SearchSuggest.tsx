import { RemoteRoot } from '@marketplace/contracts';
import type { SearchSuggestSlotProps } from '@marketplace/contracts/pages';
import { BUILD } from '../remote';
import { SuggestBox } from '../components/SuggestBox';

/**
 * The 'search-suggest' slot: the header's search input with suggestions as you type. The shell
 * keeps the text, the label and the form; this module, loaded on the box's first focus or
 * keystroke, renders the input and its suggestions, the same component as the search page's.
 */
export default function SearchSuggest(props: SearchSuggestSlotProps) {
  return (
    <RemoteRoot remote="mfe-search" build={BUILD}>
      <SuggestBox {...props} />
    </RemoteRoot>
  );
}
