/** This remote's federation name, as the shell, its server and the page's hydration know it. */
export const REMOTE_NAME = 'mfe_support';
