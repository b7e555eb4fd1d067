import { z } from 'zod';
import { NAME_MAX } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { charLength } from './text';

// Letters of any script with their combining marks (decomposed accents, Devanagari vowel signs),
// plain spaces, hyphens and apostrophes (straight or typographic ’).
// Empty passes here: the required rule reports it.
const NAME_CHARACTERS = /^[\p{L}\p{M} '’-]*$/u;

/**
 * A person's (full) name, trimmed. "1 to 100 characters": 100 passes, 101 fails, counted in
 * characters after trimming.
 */
export const nameSchema = z
  .string({ error: M.nameRequired.en })
  .trim()
  .min(1, { error: M.nameRequired.en })
  .refine((value) => charLength(value) <= NAME_MAX, { error: M.nameTooLong.en })
  .regex(NAME_CHARACTERS, { error: M.nameInvalidCharacters.en });
