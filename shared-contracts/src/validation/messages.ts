// The exact validation messages of spec section 5, each with a stable translation key.
// Schemas report the English text (`en`); apps translate through `key`
// (find it from an issue's message with `validationMessageKey`).

export interface CatalogMessage {
  readonly key: string;
  readonly en: string;
}

export const VALIDATION_MESSAGES = {
  passwordRequired: { key: 'validation.passwordRequired', en: 'Password is required' },
  passwordTooShort: { key: 'validation.passwordTooShort', en: 'Password must be at least 8 characters long' },
  passwordUppercase: { key: 'validation.passwordUppercase', en: 'Password must contain at least one uppercase letter' },
  passwordLowercase: { key: 'validation.passwordLowercase', en: 'Password must contain at least one lowercase letter' },
  passwordNumber: { key: 'validation.passwordNumber', en: 'Password must contain at least one number' },
  passwordSpecial: { key: 'validation.passwordSpecial', en: 'Password must contain at least one special character' },
  passwordTooLong: { key: 'validation.passwordTooLong', en: 'Password must be no longer than 72 characters' },
  passwordsDoNotMatch: { key: 'validation.passwordsDoNotMatch', en: 'Passwords do not match' },
  emailRequired: { key: 'validation.emailRequired', en: 'Email is required' },
  emailInvalid: { key: 'validation.emailInvalid', en: 'Please enter a valid email address' },
  nameRequired: { key: 'validation.nameRequired', en: 'Name is required' },
  nameTooLong: { key: 'validation.nameTooLong', en: 'Name must be less than 100 characters' },
  nameInvalidCharacters: {
    key: 'validation.nameInvalidCharacters',
    en: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  },
  newsletterEmailRequired: { key: 'validation.newsletterEmailRequired', en: 'Please enter your email address' },
  // Contact: the spec only says "all fields required"; these follow the wording of the other forms
  // (the contact name reuses nameRequired).
  contactSubjectRequired: { key: 'validation.contactSubjectRequired', en: 'Subject is required' },
  contactMessageRequired: { key: 'validation.contactMessageRequired', en: 'Message is required' },
  searchQueryTooLong: { key: 'validation.searchQueryTooLong', en: 'Search query too long' },
  searchQueryTooShort: { key: 'validation.searchQueryTooShort', en: 'Search query must be at least 2 characters' },
  searchQuerySuspicious: { key: 'validation.searchQuerySuspicious', en: 'Invalid search query detected' },
  searchQueryInvalid: { key: 'validation.searchQueryInvalid', en: 'Search query is invalid' },
  uploadInvalidType: { key: 'validation.uploadInvalidType', en: 'Invalid file type' },
  uploadTooLarge: { key: 'validation.uploadTooLarge', en: 'File too large (max 2MB)' },
  uploadInvalidExtension: { key: 'validation.uploadInvalidExtension', en: 'Invalid file extension' },
  uploadInvalidName: { key: 'validation.uploadInvalidName', en: 'Invalid file name' },
  uploadEmpty: { key: 'validation.uploadEmpty', en: 'File appears to be empty' },
  /** Search-image fallback when the upload check gives no reason. */
  uploadInvalid: { key: 'validation.uploadInvalid', en: 'Invalid file' },
  imageSearchUploaded: { key: 'validation.imageSearchUploaded', en: 'Image uploaded for search' },
  imageSearchFailed: { key: 'validation.imageSearchFailed', en: 'Failed to process image' },
  // Not in the spec: forms the issues add (vendor application, delivery address, contact length).
  phoneRequired: { key: 'validation.phoneRequired', en: 'Phone number is required' },
  phoneInvalid: {
    key: 'validation.phoneInvalid',
    en: 'Please enter a valid Kenyan phone number, such as 0712 345 678 or +254 712 345 678',
  },
  areaRequired: { key: 'validation.areaRequired', en: 'Area or estate is required' },
  streetRequired: { key: 'validation.streetRequired', en: 'Street or building is required' },
  addressTooLong: { key: 'validation.addressTooLong', en: 'Please keep this under 100 characters' },
  addressInvalidCharacters: { key: 'validation.addressInvalidCharacters', en: 'Please use letters, numbers and simple punctuation only' },
  notesTooLong: { key: 'validation.notesTooLong', en: 'Notes must be less than 300 characters' },
  businessNameRequired: { key: 'validation.businessNameRequired', en: 'Business name is required' },
  businessNameTooLong: { key: 'validation.businessNameTooLong', en: 'Business name must be less than 100 characters' },
  categoryRequired: { key: 'validation.categoryRequired', en: 'Please choose a category' },
  descriptionTooShort: { key: 'validation.descriptionTooShort', en: 'Please describe your business in at least 20 characters' },
  descriptionTooLong: { key: 'validation.descriptionTooLong', en: 'Description must be less than 2000 characters' },
  termsRequired: { key: 'validation.termsRequired', en: 'Please agree to the terms to apply' },
  subjectTooLong: { key: 'validation.subjectTooLong', en: 'Subject must be less than 200 characters' },
  contactMessageLength: { key: 'validation.contactMessageLength', en: 'Message must be between 10 and 2000 characters' },
} as const satisfies Record<string, CatalogMessage>;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;

const KEY_BY_TEXT = new Map<string, string>(Object.values(VALIDATION_MESSAGES).map((message) => [message.en, message.key]));

/** Translation key of a validation message's English text (for instance a zod issue's message). */
export function validationMessageKey(en: string): string | undefined {
  return KEY_BY_TEXT.get(en);
}
