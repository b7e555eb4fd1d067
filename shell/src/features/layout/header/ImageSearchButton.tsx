import { useRef, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ALLOWED_TYPES, checkUpload, paths, useHost, validationMessageKey } from '@marketplace/contracts';
import { CameraIcon } from '../icons';

/**
 * Search by image: opens the file picker, checks the chosen file with the shared upload rules and
 * hands a local preview address to the search page. The image never leaves the browser.
 */
export function ImageSearchButton({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { notify } = useHost();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);

  // The spec: show the check's reason, else 'Invalid file'; a reason without a translation stays English.
  const uploadMessage = (reason: string) => {
    if (!reason) return t('imageSearch.validation.uploadInvalid');
    const key = validationMessageKey(reason);
    return key ? t(`imageSearch.${key}`, { defaultValue: reason }) : reason;
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const check = checkUpload(file);
    if (!check.ok) {
      notify({ kind: 'error', message: uploadMessage(check.message) });
      return;
    }
    let preview: string;
    try {
      preview = URL.createObjectURL(file);
    } catch {
      notify({ kind: 'error', message: t('imageSearch.failed') });
      return;
    }
    notify({ kind: 'success', message: t('imageSearch.uploaded') });
    navigate(paths.imageSearch(preview));
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
