import { z } from 'zod/v3';
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
  .string({ required_error: M.nameRequired.en, invalid_type_error: M.nameRequired.en })
  .trim()
  .min(1, { message: M.nameRequired.en })
  // One refinement, so both problems are reported, length first.
  .superRefine((value, ctx) => {
    if (charLength(value) > NAME_MAX) ctx.addIssue({ code: 'custom', message: M.nameTooLong.en });
    if (!NAME_CHARACTERS.test(value)) ctx.addIssue({ code: 'custom', message: M.nameInvalidCharacters.en });
  });
