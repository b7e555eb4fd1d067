/**
 * Shared singletons (DESIGN.md's list, adjusted for size: apps import zod's classic API from
 * 'zod/v3', a sixth of the full zod 4 module; react-router-dom's copy carries react-router and its
 * '@remix-run/router' core inside it, since no app imports those two directly, so they too exist
 * once and are trimmed with it): one copy of each in the composed page, whichever app loads first
 * provides it (shareStrategy 'loaded-first' is set by each app's build config). Versions are
 * aligned by the single lock file of the workspace, so `requiredVersion: false` avoids spurious
 * mismatch warnings between equal versions while `singleton` still guarantees one instance.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'styled-components',
  'i18next',
  'react-i18next',
  'mitt',
  '@supabase/supabase-js',
  'zod/v3',
  '@marketplace/contracts',
] as const;

type SharedName = (typeof SINGLETONS)[number];

/**
 * Shares every app builds trimmed to the same exports (Module Federation's share tree-shaking), so
 * the copy one app provides serves them all and a page loads none of the rest. The lists are the
 * union of what the apps import; an import of another export must be added here first
 * (scripts/shared-exports.test.ts fails until it is), or the runtime would load a second, whole
 * copy (each build keeps one in independent-packages/) beside the provided one.
 */
const TRIMMED_SHARE_NAMES = ['react-router-dom', 'react-i18next', 'styled-components', '@marketplace/contracts'] as const satisfies readonly SharedName[];

type TrimmedShareName = (typeof TRIMMED_SHARE_NAMES)[number];
/** Whether `name` is one of the trimmed shares. */
export const isTrimmedShare = (name: string): name is TrimmedShareName => (TRIMMED_SHARE_NAMES as readonly string[]).includes(name);

/**
 * Each trimmed share's exports, for the builds. Only the names go to the browser (the shell's
 * runtime plugin asks isTrimmedShare): the lists would cost every page about 0.7 KB.
 */
export const TRIMMED_SHARES: Record<TrimmedShareName, readonly string[]> = {
  'react-router-dom': ['BrowserRouter', 'Link', 'NavLink', 'Navigate', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'],
  'react-i18next': ['initReactI18next', 'useTranslation'],
  'styled-components': ['default', 'css', 'keyframes'],
  // The contracts' root: what the apps' code imports of it (their tests and test helpers run outside
  // federation and take the whole module). The rest, a seventh of its code, serves builds, tests and
  // dev servers.
  '@marketplace/contracts': [
    'Breadcrumb', 'CATEGORY_SLUGS', 'COMMON_TRANSLATIONS', 'CONTACT', 'CONTACT_SUPPORT_SUFFIX',
    'CONTRACTS_MANIFEST_FIELD', 'CONTRACTS_VERSION', 'CartBadge', 'CartLinkFrame', 'ChatIcon',
    'DEFAULT_LANGUAGE', 'DELIVERY_FEE_KES', 'DELIVERY_OPTIONS', 'DELIVERY_TIMES', 'ERROR_MESSAGES',
    'FRAGMENTS', 'FREE_DELIVERY_THRESHOLD_KES', 'FloatingButton', 'HIGH_SEVERITY_TOAST_MS',
    'HostProvider', 'LANGUAGES', 'LINE_QUANTITY_MAX', 'MESSAGES_NAMESPACE', 'MESSAGE_TRANSLATIONS',
    'PASSWORD_RULES', 'PAYMENT_METHODS', 'PageFrame', 'ROUTES', 'RemoteRoot', 'SEARCH_INPUT_MAX',
    'SUCCESS_MESSAGES', 'UPLOAD_ALLOWED_TYPES', 'VALIDATION_MESSAGES',
    'amountToFreeDelivery', 'browserStorage', 'bus', 'catalogImageUrl', 'checkImageSearchFile',
    'checkUpload', 'contactFormSchema', 'deliveryAddressSchema', 'deliveryFee', 'discountPercent',
    'emailSchema', 'fetchWithTimeout', 'formatMoney', 'initI18n', 'isImageSearchPreview', 'isLanguage',
    'isRemoteName', 'isTrimmedShare', 'judgeContractsRange', 'kenyanPhoneSchema', 'loginFormSchema', 'mapError',
    'newErrorId', 'newsletterFormSchema', 'normalizeKenyanPhone', 'orderSummary', 'parseRuntimeConfig',
    'passwordProblems', 'paths', 'productSummarySchema', 'profileFormSchema', 'randomHex',
    'readStoredJson', 'registerTranslations', 'registrationFormSchema', 'renderStandalone',
    'roundMoney', 'sanitizeMessage', 'sanitizeSearchInput', 'storeLanguage', 'stripInvisible', 'theme',
    'truncateChars',
    'translateMessage', 'useHost', 'validateSearchQuery', 'vendorApplicationSchema', 'writeStoredJson',
  ],
};

export interface SharedConfig {
  singleton: true;
  requiredVersion: false;
  eager?: boolean;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * The shared config of an app's build. `trim: false` for a remote's dev server, whose development
 * build does not run with trimmed shares of its own; inside a production shell it is handed the
 * shell's trimmed copies (the shell's `trimmedSharesPlugin`).
 */
export function federationShared({ trim = true }: { trim?: boolean } = {}): Record<string, SharedConfig> {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const trimmed = trim && isTrimmedShare(name) ? TRIMMED_SHARES[name] : undefined;
      const config: SharedConfig = { singleton: true, requiredVersion: false };
      if (trimmed) config.treeShaking = { mode: 'runtime-infer', usedExports: [...trimmed] };
      return [name, config];
    }),
  );
}

export const SHARED_SINGLETONS: readonly string[] = SINGLETONS;
