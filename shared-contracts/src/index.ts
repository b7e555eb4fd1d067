// The public surface of @marketplace/contracts: the only code every app may import.
export * from './federation/index';
export { ROUTES, FRAGMENTS, exposedModules, type Guard, type RouteDef, type RouteTarget, type RemoteModule } from './routes/table';
export { paths, vendorSlug, CATEGORY_SLUGS, type CategorySlug } from './routes/paths';
export {
  bus,
  createEventBus,
  EVENTS,
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
  type HostApi,
  type AuthStatus,
  type Toast,
  type SecurityEventInput,
  type SecurityEventType,
} from './host/host-api';
export {
  runtimeConfigSchema,
  parseRuntimeConfig,
  localRuntimeConfig,
  type RuntimeConfig,
  type ConfigResult,
} from './host/runtime-config';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  storedLanguage,
  storeLanguage,
  initI18n,
  registerTranslations,
  type Language,
  type Translations,
} from './i18n/setup';
export { COMMON_TRANSLATIONS } from './i18n/common';
export { theme, type Theme } from './theme';
export { Breadcrumb, PageFrame, type Crumb } from './ui/PageFrame';
export { RemoteRoot } from './ui/RemoteRoot';
export { formatMoney, discountPercent, type Currency } from './format';
export { renderStandalone } from './ui/standalone';
