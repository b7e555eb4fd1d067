import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEARCH_INPUT_MAX, UPLOAD_ALLOWED_TYPES, sanitizeSearchInput, theme } from '@marketplace/contracts';
import { button, focusVisible, visuallyHidden } from './styles';
import { writeAddress, type SearchFilters } from '../model/address';
import { useLive } from '../../../lib/browser-renders';
import { SEARCH_PATH } from '../../../pages';
import { SuggestBox } from '../../../components/SuggestBox';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  label {
    ${visuallyHidden}
  }
  input[type='search'] {
    flex: 1 1 220px;
    min-width: 0;
    height: 44px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font: inherit;
    color: ${theme.color.text};
    ${focusVisible}
  }
  .image {
    width: 44px;
    height: 44px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
    color: ${theme.color.muted};
    cursor: pointer;
    ${focusVisible}
  }
  .image:hover {
    color: ${theme.color.brand};
    border-color: ${theme.color.brand};
  }
  .submit {
    ${button} min-height: 44px;
  }
`;

function CameraIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="4" />
    </svg>
  );
}

interface Props {
  /** The text the address holds; the box follows it (Back, a shared link). */
  addressText: string;
  /** Kept by a new search, with JavaScript or without (hidden fields). */
  filters: SearchFilters;
  hasImage: boolean;
  onSubmitText(text: string): void;
  /** Submitted with an image and no text: the image wins (its analysis runs again). */
  onSubmitImage(): void;
  onChooseImage(file: File): void;
}

/**
 * The search box (with suggestions as you type, SuggestBox) and buttons. Text is cleaned as typed with the shared rules (100 characters,
 * no markup, scripts or handlers); submit is disabled with empty text and no image. Without
 * JavaScript it is a plain GET form to this page (the address validates what it gets), so the
 * button the server sends is never disabled.
 */
export function SearchForm({ addressText, filters, hasImage, onSubmitText, onSubmitImage, onChooseImage }: Props) {
  const { t } = useTranslation('search');
  const live = useLive();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => sanitizeSearchInput(addressText));
  useEffect(() => setText(sanitizeSearchInput(addressText)), [addressText]);
  const trimmed = text.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed) onSubmitText(trimmed);
    else if (hasImage) onSubmitImage();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    // The image wins over typed text.
    setText('');
    onChooseImage(file);
  };

  return (
    <Form role="search" method="get" action={SEARCH_PATH} onSubmit={onSubmit}>
      <label htmlFor={inputId}>{t('form.label')}</label>
      <SuggestBox
        id={inputId}
        name="q"
        value={text}
        onValueChange={setText}
        maxLength={SEARCH_INPUT_MAX}
        placeholder={t('form.placeholder')}
        autoFocus={false}
      />
      <button type="button" className="image" aria-label={t('form.image')} title={t('form.image')} onClick={() => fileRef.current?.click()}>
        <CameraIcon />
      </button>
      <input ref={fileRef} type="file" accept={UPLOAD_ALLOWED_TYPES.join(',')} aria-label={t('form.imageInput')} hidden onChange={onFile} />
      {Array.from(writeAddress({ filters }), ([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="submit" disabled={live && !trimmed && !hasImage}>
        {t('form.submit')}
      </button>
    </Form>
  );
}
