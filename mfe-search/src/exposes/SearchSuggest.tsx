import type { SearchSuggestSlotProps } from '@marketplace/contracts/pages';
import { SuggestBox } from '../components/SuggestBox';
// Registers the 'search' translations the box speaks in.
import '../remote';

/**
 * The 'search-suggest' slot: the header's search input with suggestions as you type. The shell
 * keeps the text, the label and the form; this module, loaded on the box's first focus or
 * keystroke, renders the input and its suggestions, the same component as the search page's.
 * No RemoteRoot wrapper: the input stays a grandchild of the header's form, whose ring shows its
 * focus, and `[data-remote="mfe-search"]` keeps meaning the search page's region.
 */
export default function SearchSuggest(props: SearchSuggestSlotProps) {
  return <SuggestBox {...props} />;
}
