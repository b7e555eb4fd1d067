// The exact validation messages of spec section 5, each with a stable translation key.
// Schemas report the English text (`en`); apps translate through `key`
// (find it from an issue's message with `validationMessageKey`).

export interface CatalogMessage {
  readonly key: string;
  readonly en: string;
}

/** A group's messages from their English texts: each one's key is `<group>.<name>`. */
export function catalogue<G extends string, T extends Record<string, string>>(
  group: G,
  texts: T,
): { readonly [K in keyof T & string]: { readonly key: `${G}.${K}`; readonly en: T[K] } } {
  return Object.fromEntries(Object.entries(texts).map(([name, en]) => [name, { key: `${group}.${name}`, en }])) as {
    readonly [K in keyof T & string]: { readonly key: `${G}.${K}`; readonly en: T[K] };
  };
}

export const VALIDATION_MESSAGES = catalogue('validation', {
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  passwordTooLong: 'Password must be no longer than 72 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  nameInvalidCharacters: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  newsletterEmailRequired: 'Please enter your email address',
  // Contact: the spec only says "all fields required"; these follow the wording of the other forms
  // (the contact name reuses nameRequired).
  contactSubjectRequired: 'Subject is required',
  contactMessageRequired: 'Message is required',
  searchQueryTooLong: 'Search query too long',
  searchQueryTooShort: 'Search query must be at least 2 characters',
  searchQuerySuspicious: 'Invalid search query detected',
  searchQueryInvalid: 'Search query is invalid',
  uploadInvalidType: 'Invalid file type',
  uploadTooLarge: 'File too large (max 2MB)',
  uploadInvalidExtension: 'Invalid file extension',
  uploadInvalidName: 'Invalid file name',
  uploadEmpty: 'File appears to be empty',
  /** Search-image fallback when the upload check gives no reason. */
  uploadInvalid: 'Invalid file',
  imageSearchUploaded: 'Image uploaded for search',
  imageSearchFailed: 'Failed to process image',
  // Not in the spec: forms the issues add (vendor application, delivery address, contact length).
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid Kenyan phone number, such as 0712 345 678 or +254 712 345 678',
  areaRequired: 'Area or estate is required',
  streetRequired: 'Street or building is required',
  addressTooLong: 'Please keep this under 100 characters',
  addressInvalidCharacters: 'Please use letters, numbers and simple punctuation only',
  notesTooLong: 'Notes must be less than 300 characters',
  businessNameRequired: 'Business name is required',
  businessNameTooLong: 'Business name must be less than 100 characters',
  categoryRequired: 'Please choose a category',
  descriptionTooShort: 'Please describe your business in at least 20 characters',
  descriptionTooLong: 'Description must be less than 2000 characters',
  termsRequired: 'Please agree to the terms to apply',
  subjectTooLong: 'Subject must be less than 200 characters',
  contactMessageLength: 'Message must be between 10 and 2000 characters',
});

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

const KEY_BY_TEXT = new Map<string, string>(Object.values(VALIDATION_MESSAGES).map((message) => [message.en, message.key]));

/** Translation key of a validation message's English text (for instance a zod issue's message). */
export function validationMessageKey(en: string): string | undefined {
  return KEY_BY_TEXT.get(en);
}
