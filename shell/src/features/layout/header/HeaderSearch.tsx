import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEARCH_INPUT_MAX, paths, sanitizeSearchInput, theme } from '@marketplace/contracts';
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

/**
 * The header's search box: text is cleaned as typed with the shared rules, and submitting goes to
 * /search?q= with the trimmed text. Submit stays disabled while there is nothing to search for.
 */
export function HeaderSearch({ withImageSearch = false, iconSubmit = false }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  const query = text.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query) navigate(paths.search(query));
  };

  return (
    <Form role="search" onSubmit={onSubmit} data-compact-submit={iconSubmit}>
      <label htmlFor={inputId}>{t('header.search.label')}</label>
      <input
        id={inputId}
        type="search"
        value={text}
        maxLength={SEARCH_INPUT_MAX}
        placeholder={t('header.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(sanitizeSearchInput(event.target.value))}
      />
      {withImageSearch && <ImageSearchButton className="image" />}
      <button type="submit" className="submit" disabled={!query}>
        <SearchIcon size={16} />
        <span>{t('header.search.submit')}</span>
      </button>
    </Form>
  );
}
