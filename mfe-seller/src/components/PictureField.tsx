import type { ChangeEvent } from 'react';
import { Field } from './Field';

/** The pictures the backend's bucket takes (checkUpload's types). */
const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

/** A file input for a product's or a shop's picture, with the editor's hint and its problem. */
export function PictureField({
  id,
  label,
  hint,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input type="file" accept={IMAGE_TYPES} disabled={disabled} onChange={onChange} />
    </Field>
  );
}
