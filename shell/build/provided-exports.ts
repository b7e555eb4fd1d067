import type { SharedName } from '@marketplace/build';

/**
 * What the shell's trimmed copies of the trimmed shares hold: the exports today's apps import, so
 * a page loads no whole copy. A byte budget, not a condition of correctness: a remote that needs
 * another export makes the shell hand the page the whole copy instead (its runtime's share
 * negotiation), and scripts/shared-exports.test.ts then asks for the export to be added here.
 */
export const PROVIDED_EXPORTS: Partial<Record<SharedName, readonly string[]>> = {
  'react-router': ['BrowserRouter', 'Link', 'NavLink', 'Navigate', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'],
  'react-i18next': ['initReactI18next', 'useTranslation'],
  'styled-components': ['default', 'css', 'keyframes'],
  '@marketplace/contracts': [
    'Breadcrumb', 'CATEGORY_SLUGS', 'COMMON_TRANSLATIONS', 'CONTACT', 'CONTACT_SUPPORT_SUFFIX',
    'CartBadge', 'CartLinkFrame', 'ChatIcon',
    'DEFAULT_LANGUAGE', 'DELIVERY_FEE_KES', 'DELIVERY_OPTIONS', 'DELIVERY_TIMES', 'ERROR_MESSAGES',
    'FREE_DELIVERY_THRESHOLD_KES', 'FloatingButton', 'HIGH_SEVERITY_TOAST_MS',
    'HostProvider', 'LANGUAGES', 'LINE_QUANTITY_MAX', 'MESSAGES_NAMESPACE', 'MESSAGE_TRANSLATIONS',
    'PASSWORD_RULES', 'PAYMENT_METHODS', 'PageFrame', 'RemoteRoot', 'SEARCH_INPUT_MAX',
    'SUCCESS_MESSAGES', 'UPLOAD_ALLOWED_TYPES', 'VALIDATION_MESSAGES',
    'amountToFreeDelivery', 'browserStorage', 'bus', 'catalogImageUrl', 'checkImageSearchFile',
    'checkUpload', 'contactFormSchema', 'deliveryAddressSchema', 'deliveryFee', 'discountPercent',
    'emailSchema', 'fetchWithTimeout', 'formatMoney', 'initI18n', 'isImageSearchPreview', 'isLanguage',
    'kenyanPhoneSchema', 'loginFormSchema', 'mapError',
    'newErrorId', 'newsletterFormSchema', 'normalizeKenyanPhone', 'orderSummary', 'parseRuntimeConfig',
    'passwordProblems', 'paths', 'productSummarySchema', 'profileFormSchema', 'randomHex',
    'readStoredJson', 'registerTranslations', 'registrationFormSchema', 'renderStandalone',
    'roundMoney', 'sanitizeMessage', 'sanitizeSearchInput', 'storeLanguage', 'stripInvisible', 'theme',
    'truncateChars', 'translateMessage', 'useHost', 'validateSearchQuery', 'vendorApplicationSchema', 'writeStoredJson',
    'declaredNav', 'declaredSlots', 'showsNavEntry',
  ],
};
