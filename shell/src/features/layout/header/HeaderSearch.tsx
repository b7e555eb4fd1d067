import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEARCH_INPUT_MAX, paths, sanitizeSearchInput, theme, useHost, type SearchSuggestSlotProps } from '@marketplace/contracts';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { loadExposed } from '../../../lib/federation/registry';
import { useSlot } from '../../../lib/federation/SiteContext';
import { SearchIcon } from '../icons';
import { visuallyHidden } from '../styles';
import { ImageSearchButton } from './ImageSearchButton';

const Form = styled.form`
  display: flex;
  align-items: center;
  width: 100%;
  min-width: 0;
  border: 2px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  transition: border-color 0.15s;
  &:focus-within {
    border-color: ${theme.color.brand};
  }
  &:has(input:focus-visible) {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }

  label {
    ${visuallyHidden}
  }
  input[type='search'] {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 ${theme.space(2)} 0 ${theme.space(4)};
    border: 0;
    background: transparent;
    color: ${theme.color.text};
    font: inherit;
    outline: none;
  }
  input::placeholder {
    color: #6b7280;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    border: 0;
    cursor: pointer;
    font: inherit;
  }
  button:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
  .image {
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: transparent;
    color: ${theme.color.muted};
  }
  .image:hover {
    background: #f3f4f6;
    color: ${theme.color.brand};
  }
  .submit {
    gap: ${theme.space(1)};
    height: 36px;
    margin: 0 2px 0 ${theme.space(1)};
    padding: 0 ${theme.space(4)};
    border-radius: 999px;
    background: ${theme.color.brand};
    color: #fff;
    font-weight: 600;
  }
  .submit:hover:not(:disabled) {
    background: ${theme.color.brandDark};
  }
  .submit:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-compact-submit='true'] .submit {
    width: 36px;
    padding: 0;
  }
  &[data-compact-submit='true'] .submit span {
    ${visuallyHidden}
  }
`;

interface Props {
  /** The main bar offers image search; the mobile menu's form is text only (spec 5). */
  withImageSearch?: boolean;
  /** An icon-only submit (its text stays for screen readers) where the bar is crowded. */
  iconSubmit?: boolean;
}

type SuggestBox = { Box: ComponentType<SearchSuggestSlotProps>; focused: boolean };

/**
 * The remote module that fills the 'search-suggest' slot, loaded once `wanted` (the box's first
 * focus or keystroke, so a page where nobody searches loads none of it). Null until it has
 * loaded, and for good when it cannot: the plain box stays. `focused` says whether the shell's
 * own input had the focus when it arrived, for the slot's input to take it over.
 */
function useSuggestBox(wanted: boolean, input: RefObject<HTMLInputElement | null>): SuggestBox | null {
  const slot = useSlot('search-suggest');
  const { reportError } = useHost();
  const report = useRef(reportError);
  report.current = reportError;
  const [loaded, setLoaded] = useState<SuggestBox | null>(null);
  const remote = wanted ? slot?.remote : undefined;
  const module = slot?.module;
  useEffect(() => {
    if (!remote || !module) return;
    let live = true;
    loadExposed<{ default: ComponentType<SearchSuggestSlotProps> }>(remote, module).then(
      (exposed) => live && setLoaded({ Box: exposed.default, focused: document.activeElement === input.current }),
      (error: unknown) => void report.current(error, { region: remote, module }),
    );
    return () => {
      live = false;
    };
  }, [remote, module, input]);
  return loaded;
}

/**
 * The header's search box: text is cleaned as typed with the shared rules, and submitting goes to
 * /search?q= with the trimmed text. Submit stays disabled while there is nothing to search for.
 * Suggestions as you type are the search team's (the 'search-suggest' slot, mfe-search): on the
 * first focus or keystroke its box is loaded and takes this input's place, text and focus; while
 * it loads, or if it cannot, this input works on its own.
 */
export function HeaderSearch({ withImageSearch = false, iconSubmit = false }: Props) {
  const { t } = useTranslation('shell');
  const { reportError } = useHost();
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [wanted, setWanted] = useState(false);
  const suggest = useSuggestBox(wanted, inputRef);
  const query = text.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query) navigate(paths.search(query));
  };

  // A combobox from the start, as the suggestions' box is: the input keeps its role when swapped.
  const plain = (
    <input
      ref={inputRef}
      id={inputId}
      type="search"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={false}
      value={text}
      maxLength={SEARCH_INPUT_MAX}
      placeholder={t('header.search.placeholder')}
      autoComplete="off"
      enterKeyHint="search"
      onFocus={() => setWanted(true)}
      onChange={(event) => {
        setWanted(true);
        setText(sanitizeSearchInput(event.target.value));
      }}
    />
  );

  return (
    <Form role="search" onSubmit={onSubmit} data-compact-submit={iconSubmit}>
      <label htmlFor={inputId}>{t('header.search.label')}</label>
      {suggest ? (
        <ErrorBoundary report={(error) => reportError(error, { region: 'mfe-search', module: 'search-suggest' })} fallback={() => plain}>
          <suggest.Box
            id={inputId}
            value={text}
            onValueChange={setText}
            placeholder={t('header.search.placeholder')}
            maxLength={SEARCH_INPUT_MAX}
            autoFocus={suggest.focused}
          />
        </ErrorBoundary>
      ) : (
        plain
      )}
      {withImageSearch && <ImageSearchButton className="image" />}
      <button type="submit" className="submit" disabled={!query}>
        <SearchIcon size={16} />
        <span>{t('header.search.submit')}</span>
      </button>
    </Form>
  );
}
