import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEFAULT_LANGUAGE, isLanguage, sanitizeSearchInput, theme } from '@marketplace/contracts';
import type { SearchSuggestSlotProps } from '@marketplace/contracts/pages';
import { suggestionPath, useSuggestions, type Suggestion } from '../lib/suggest';
import { Highlighted } from './Highlighted';
import { visuallyHidden } from './styles';

const Box = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 220px;
  min-width: 0;
  input {
    flex: 1;
    min-width: 0;
  }
  .sr {
    ${visuallyHidden}
  }
  [role='listbox'],
  .failed {
    position: absolute;
    top: calc(100% + 4px);
    left: 0;
    right: 0;
    z-index: 900;
    margin: 0;
    padding: ${theme.space(1)} 0;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
    box-shadow: 0 8px 24px rgba(17, 24, 39, 0.12);
    list-style: none;
    text-align: left;
  }
  [role='listbox'][hidden] {
    display: none;
  }
  .failed {
    padding: ${theme.space(2)} ${theme.space(3)};
    color: ${theme.color.muted};
    font-size: 0.875rem;
  }
  [role='option'] {
    display: flex;
    align-items: baseline;
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} ${theme.space(3)};
    color: ${theme.color.text};
    cursor: pointer;
  }
  [role='option'][aria-selected='true'],
  [role='option']:hover {
    background: #f3f4f6;
  }
  [role='option'][aria-selected='true'] {
    box-shadow: inset 3px 0 0 ${theme.color.brand};
  }
  .label {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .kind {
    flex: none;
    color: ${theme.color.muted};
    font-size: 0.8rem;
  }
`;

export interface SuggestBoxProps extends SearchSuggestSlotProps {
  /** The field's name in a GET form (the search page's `q`). */
  name?: string;
}

/**
 * A search input with suggestions as you type: products, categories and shops in the shopper's
 * language, in the WAI-ARIA 1.2 combobox pattern (the input is the combobox; the list a listbox
 * it controls, its active option named by aria-activedescendant while focus stays in the input).
 * ArrowDown and ArrowUp move through the options (opening the list), Enter opens the active one,
 * Escape closes the list; a click or tap opens one too. With no option active, Enter submits
 * the form the input is in, as before. Text is cleaned as typed with the shared rules.
 */
export function SuggestBox({ id, value, onValueChange, placeholder, maxLength, autoFocus, name }: SuggestBoxProps) {
  const { t, i18n } = useTranslation('search');
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, request, reset } = useSuggestions(lang);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = state.status === 'ready' ? state.suggestions : [];
  const open = !dismissed && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  // A new answer starts with no option active.
  useEffect(() => setActive(-1), [state]);

  // Handed the focus with text already typed (the header swapping its own input for this one):
  // the caret goes after the text, and the text is asked about at once. Before the browser
  // paints, so that no keystroke lands between the two inputs.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    if (input.value.trim()) request(input.value);
    // Only on mount: later renders are the shopper's own typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const type = (text: string) => {
    const clean = sanitizeSearchInput(text);
    onValueChange(clean);
    setDismissed(false);
    request(clean);
  };

  const pick = (suggestion: Suggestion) => {
    reset();
    setDismissed(true);
    navigate(suggestionPath(suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setDismissed(false);
        setActive(step === 1 ? 0 : suggestions.length - 1);
        return;
      }
      // Past either end is back in the input (no option active), as the pattern's examples do.
      setActive((current) => {
        const next = current + step;
        if (next >= suggestions.length) return -1;
        if (next < -1) return suggestions.length - 1;
        return next;
      });
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      setActive(-1);
    }
  };

  // What was typed, marked in the labels as prefixes.
  const words = state.status === 'ready' ? state.query.split(/\s+/).map((word) => ({ word: word.toLowerCase(), prefix: true })) : [];

  return (
    <Box>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name={name}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setDismissed(true);
          setActive(-1);
        }}
      />
      <ul id={listId} role="listbox" aria-label={t('suggest.list')} hidden={!open}>
        {open &&
          suggestions.map((suggestion, i) => (
            <li
              key={`${suggestion.kind}:${suggestion.target}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // The input keeps the focus: a press on an option is not a blur that closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              <span className="label">
                <Highlighted text={suggestion.label} words={words} />
              </span>
              <span className="kind">{t(`suggest.${suggestion.kind}`)}</span>
            </li>
          ))}
      </ul>
      <span className="sr" role="status">
        {open ? t('suggest.count', { count: suggestions.length }) : ''}
      </span>
      {state.status === 'failed' && !dismissed && (
        <p className="failed" role="status">
          {t('suggest.unavailable')}
        </p>
      )}
    </Box>
  );
}
