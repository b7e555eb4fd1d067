import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUpload, translateMessage } from '@marketplace/contracts';
import { NS } from '../remote';
import { useRefusal } from './refusals';
import { useDeferredFocus } from './useDeferredFocus';

/**
 * A problem with a field, as a form's checks find it: a key of this remote's namespace (`seller:`),
 * or a contracts message in English (`messages:`), so the screen translates it either way.
 */
export type Problem = { key: string } | { message: string };

/** The fields of an editor with a picture: its own fields, and `image`. */
type Problems<Field extends string> = Partial<Record<Field | 'image', string>>;

/**
 * What the product editor and the shop profile share: each field's problem shown beside it and
 * the first one focused (in `order`; a field's control has the id `${prefix}${field}`), a refusal
 * put on the field it names or above the form, and the picture chosen and checked before upload.
 */
export function useEditorForm<Field extends string>({
  order,
  prefix,
  busy,
}: {
  order: readonly (Field | 'image')[];
  prefix: string;
  busy: boolean;
}) {
  const { t } = useTranslation(NS);
  const refusal = useRefusal();
  const focus = useDeferredFocus(busy);
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [picture, setPicture] = useState<File | null>(null);

  /** Shows these problems (none clears them) and focuses the first. */
  const show = (found: Problems<Field>) => {
    setProblems(found);
    const first = order.find((f) => found[f]);
    focus(first ? `${prefix}${first}` : null);
  };

  /**
   * The problems of a check in this remote's words, with the picture's, which is checked when
   * chosen and stays until another is.
   */
  const translate = (checked: Partial<Record<Field, Problem>>): Problems<Field> => {
    const found: Problems<Field> = {};
    for (const [field, problem] of Object.entries(checked) as [Field, Problem][]) {
      found[field] = 'key' in problem ? t(problem.key) : translateMessage(t, problem.message);
    }
    if (problems.image) found.image = problems.image;
    return found;
  };

  /** A refused save: on the field the server names, else above the form. */
  const fail = (error: unknown, action: string) => {
    const { text, field } = refusal(error, action);
    const known = order.find((f) => f === field);
    if (known) show({ [known]: text } as Problems<Field>);
    else setFormError(text);
  };

  /** The file input's change: a picture the upload will take, or its problem. */
  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const checked = chosen ? checkUpload(chosen) : { ok: true as const };
    setPicture(checked.ok ? chosen : null);
    setProblems((p) => ({ ...p, image: checked.ok ? undefined : translateMessage(t, checked.message) }));
  };

  return { problems, show, translate, fail, formError, setFormError, picture, setPicture, choosePicture };
}
