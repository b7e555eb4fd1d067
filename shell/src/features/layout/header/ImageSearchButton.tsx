import { useRef, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ALLOWED_TYPES, VALIDATION_MESSAGES, checkImageSearchFile, paths, translateMessage, useHost } from '@marketplace/contracts';
import { CameraIcon } from '../icons';

/**
 * Search by image: opens the file picker, decides the chosen file with the shared image-search
 * helper and hands its local preview address to the search page (which revokes it when done).
 * The image never leaves the browser.
 */
export function ImageSearchButton({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { notify } = useHost();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    // The same decision and messages as the search page's own image button.
    const choice = checkImageSearchFile(file);
    if (!choice.ok) {
      notify({ kind: 'error', message: translateMessage(t, choice.messageEn) });
      return;
    }
    notify({ kind: 'success', message: translateMessage(t, VALIDATION_MESSAGES.imageSearchUploaded.en) });
    navigate(paths.imageSearch(choice.preview));
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('imageSearch.button')}
        title={t('imageSearch.button')}
        onClick={() => inputRef.current?.click()}
      >
        <CameraIcon size={18} />
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_ALLOWED_TYPES.join(',')}
        aria-label={t('imageSearch.input')}
        hidden
        onChange={onChange}
      />
    </>
  );
}
