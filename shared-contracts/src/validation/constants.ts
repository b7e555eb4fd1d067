// Business limits of spec section 9 that validation enforces. Lengths count characters (code points).

export const SEARCH_INPUT_MAX = 100;
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_QUERY_MIN = 2;
export const NAME_MAX = 100;
export const PASSWORD_MIN = 8;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const UPLOAD_ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const UPLOAD_ALLOWED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'] as const;
/** Matched case-insensitively anywhere in the file name, as the spec says (so 'bathroom.jpg' fails too). */
export const UPLOAD_FORBIDDEN_NAME_PARTS = ['script', 'javascript', 'php', 'exe', 'bat'] as const;
