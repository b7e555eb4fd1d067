// The public surface of @marketplace/contracts: the only code every app may import.
export * from './federation/index';
export {
  declaredNav,
  declaredPages,
  declaredSlots,
  mergePages,
  pageFor,
  pathParams,
  pathShape,
  showsNavEntry,
  NAV_MANIFEST_FIELD,
  PAGES_MANIFEST_FIELD,
  SLOTS_MANIFEST_FIELD,
  type Guard,
  type NavDeclaration,
  type NavMenu,
  type PageDeclaration,
  type PageTitle,
  type RemoteModule,
  type SiteNavEntry,
  type SitePage,
  type SlotDeclarations,
  type SlotName,
  type SearchSuggestSlotProps,
} from './routes/pages';
export { paths, vendorSlug, CATEGORY_SLUGS, type CategorySlug } from './routes/paths';
export {
  bus,
  createEventBus,
  EVENTS,
  keptEventKey,
  type EventBus,
  type EventName,
  type EventPayload,
  type Envelope,
  type InvalidEventReporter,
} from './events/bus';
export { productSummarySchema, userSchema, type ProductSummary, type User } from './entities';
export {
  HostProvider,
  useHost,
  createDevHost,
  newErrorId,
  randomHex,
  type HostApi,
  type AuthStatus,
  type Toast,
  type SecurityEventInput,
  type SecurityEventType,
  type HostLive,
  type LiveChange,
  type LiveSpec,
  type LiveState,
  type LiveStatus,
} from './host/host-api';
export { parseRuntimeConfig, REMOTE_NAME_PATTERN, type RuntimeConfig, type RemoteEntry, type ConfigResult } from './host/runtime-config';
export { BACKEND_TIMEOUT_MS, fetchWithTimeout } from './host/backend-fetch';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  storedLanguage,
  storeLanguage,
  type Language,
} from './i18n/language';
export {
  initI18n,
  registerTranslations,
  resolveTranslations,
  type BundleSource,
  type TranslationBundle,
  type Translations,
  type TranslationSources,
} from './i18n/setup';
export { COMMON_TRANSLATIONS } from './i18n/common';
export { flattenTranslations, translationProblems, SAME_IN_EVERY_LANGUAGE } from './i18n/parity';
export { MESSAGE_TRANSLATIONS, MESSAGES_NAMESPACE, messageKey, translateMessage } from './i18n/messages';
export { theme, orderStatusColour, lineStatusColour, type Theme } from './theme';
export { Breadcrumb, PageFrame, type Crumb } from './ui/PageFrame';
export { RemoteRoot } from './ui/RemoteRoot';
export { formatMoney, discountPercent, type Currency } from './format';
export { renderStandalone } from './ui/standalone';
export { UNKNOWN_AMOUNT } from './format';
export {
  SEARCH_INPUT_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  NAME_MAX,
  PASSWORD_MIN,
  UPLOAD_MAX_BYTES,
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_ALLOWED_EXTENSIONS,
} from './validation/constants';
export { VALIDATION_MESSAGES, validationMessageKey, type CatalogMessage } from './validation/messages';
export { PASSWORD_RULES, passwordProblems, passwordSchema, loginPasswordSchema, type PasswordRule } from './validation/password';
export { emailSchema, newsletterEmailSchema } from './validation/email';
export { nameSchema } from './validation/name';
export { stripInvisible, truncateChars } from './validation/text';
export {
  loginFormSchema,
  registrationFormSchema,
  profileFormSchema,
  newsletterFormSchema,
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
  deliveryAddressSchema,
  vendorApplicationSchema,
  type DeliveryAddress,
  type DeliveryAddressInput,
  type VendorApplication,
  type VendorApplicationInput,
} from './validation/forms';
export { kenyanPhoneSchema, normalizeKenyanPhone, darajaPhone } from './validation/phone';
export { sanitizeSearchInput, validateSearchQuery, type SearchQueryResult } from './validation/search';
export { checkUpload, type UploadCandidate, type UploadCheckResult } from './validation/upload';
export { checkImageSearchFile, isImageSearchPreview, type ImageSearchChoice, type PreviewMaker } from './validation/image-search';
export {
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  fillCount,
  lockedOutMessage,
  lockedNowMessage,
  attemptsRemainingMessage,
} from './errors/messages';
export {
  mapError,
  isRetryableStatus,
  HIGH_SEVERITY_TOAST_MS,
  CONTACT_SUPPORT_SUFFIX,
  RETRYABLE_STATUSES,
  type ErrorSeverity,
  type MappedError,
} from './errors/map-error';
export { sanitizeMessage, SANITIZED_MESSAGE_MAX } from './errors/sanitize-message';
export { FloatingButton, ChatIcon } from './ui/FloatingButton';
export { CartLinkFrame, CartBadge } from './ui/CartLink';
export {
  FREE_DELIVERY_THRESHOLD_KES,
  DELIVERY_FEE_KES,
  TAX_RATE,
  DELIVERY_OPTIONS,
  DELIVERY_TIMES,
  PAYMENT_METHODS,
  LINE_QUANTITY_MIN,
  LINE_QUANTITY_MAX,
  ORDER_LINES_MAX,
  roundMoney,
  deliveryFee,
  orderSummary,
  amountToFreeDelivery,
  type DeliveryOption,
  type PaymentMethod,
  type OrderSummary,
} from './commerce';
export { CATALOG_BUCKET, catalogImageUrl } from './catalog-images';
export { CONTACT } from './contact';
export { browserStorage, readStoredJson, writeStoredJson, type StorageKind } from './storage';
