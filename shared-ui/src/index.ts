// Side effect: the design tokens and minimal base styles, loaded once for the whole app.
import './styles/tokens.css';
// Side effect: the whole `common` catalogue (the public pages' first script has only its core).
import './i18n/common';

export type * from './types';
// The plain rules shared with the API. Their zod schemas come only from `@teranga/shared-ui/rules`:
// every page loads this root, and zod must not come with it (see rules/index.ts).
export * from './rules/plain';

export {
  STORAGE_KEYS,
  DEFAULT_API_URL,
  ROLES,
  ROLE_LABELS,
  ORDER_STATUS_LABELS,
  TAKEAWAY_ORDER_STATUS_LABELS,
  orderStatusLabel,
  DELIVERY_STATUS_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  ALLERGENS,
  REQUIRED_DOCUMENTS,
  RESTAURANT_CATEGORIES,
  TOAST_CONFIG,
  DELIVERY_FEE_EUR,
  LIMITS,
  DELAYS_MS,
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_DAYS,
  DASHBOARD_ANALYTICS_DAYS,
  AREAS,
} from './config/constants';
export type { AllergenOption, RequiredDocument, AreaConfig } from './config/constants';

export { landingPathForRole, canAccessArea, normalizeRole, areaForPath } from './lib/access';
export { areaPaths } from './lib/area-paths';

export {
  formatPrice,
  formatDateLong,
  formatDateShort,
  formatCalendarDate,
  formatCalendarDay,
  formatCalendarDayMonth,
  formatDateTime,
  formatTime,
  formatKm,
  formatMinutes,
  formatRating,
  formatPercent,
  formatNumber,
  shortId,
  MISSING_VALUE,
} from './lib/format';
export {
  clockIn,
  dateIn,
  daysFromToday,
  dayWords,
  atDayAndClock,
  dayAndClock,
  instantOf,
  nextOccurrence,
} from './lib/zoned-format';

export { api, configureApi, getApiBaseUrl, getErrorDetail, assetUrl } from './lib/api-client';
export type { ApiConfig } from './lib/api-client';
export { authApi } from './lib/auth-api';
export { getCursorPage } from './lib/cursor-page';
export { downloadFromApi } from './lib/download';
export { isValidPeriod, presetPeriod, PERIOD_PRESET_LABELS } from './lib/period';
export type { Period, PeriodPreset } from './lib/period';
export { PeriodFilter } from './components/period-filter/period-filter';
export type { PeriodFilterProps } from './components/period-filter/period-filter';
export type { CursorPage } from './lib/cursor-page';
export {
  PROMO_KIND_LABELS,
  PROMO_STATE_LABELS,
  PROMO_STATE_TONES,
  promoConditionTexts,
  promoDiscountText,
  promoFieldErrors,
  promoState,
  promoUsesText,
  promoValidityText,
} from './money/promos';
export type { PromoFieldError, PromoState } from './money/promos';

export { useSession, readStoredUser } from './stores/session';

export {
  i18n,
  registerNamespace,
  setLocale,
  startI18n,
  currentLocale,
  intlLocale,
  storedLocale,
  configureLocalePersistence,
  adoptProfileLocale,
} from './i18n/i18n';
export type { Bundle, BundleLoader } from './i18n/i18n';
export type { Catalogue, CommonNamespace } from './i18n/locales/fr';
export { LOCALES, DEFAULT_LOCALE, INTL_LOCALES, LOCALE_NAMES, LOCALE_SWITCH_LABELS, isLocale } from './i18n/locales';
export type { Locale } from './i18n/locales';
export { localizeMessage } from './i18n/rule-messages';
export { LanguageSwitch } from './components/language-switch/language-switch';
export { OfflineBanner } from './components/offline-banner/offline-banner';
export { isOffline, useOffline, reportApiReachable } from './lib/connectivity';
export type { LanguageSwitchProps } from './components/language-switch/language-switch';
export type { SessionState, SessionSnapshot } from './stores/session';

export { useDialogBehaviour } from './hooks/use-dialog-behaviour';
export { useLogout, LOGOUT_MESSAGE } from './hooks/use-logout';

export { Button, buttonClasses } from './components/button/button';
export type { ButtonProps, ButtonVariant, ButtonSize, ButtonStyleOptions } from './components/button/button';
export { Input } from './components/input/input';
export type { InputProps } from './components/input/input';
export { Textarea } from './components/textarea/textarea';
export type { TextareaProps } from './components/textarea/textarea';
export { Select } from './components/select/select';
export type { SelectProps, SelectOption } from './components/select/select';
export { Checkbox } from './components/checkbox/checkbox';
export type { CheckboxProps } from './components/checkbox/checkbox';
export { Field } from './components/field/field';
export type { FieldProps } from './components/field/field';
export { Badge, orderStatusTone, deliveryStatusTone } from './components/badge/badge';
export type { BadgeProps, BadgeTone } from './components/badge/badge';
export { Card } from './components/card/card';
export type { CardProps } from './components/card/card';
export { Stack, Cluster, Grid, Columns } from './components/layout/layout';
export type { LayoutProps, ClusterProps, GridProps, ColumnsProps, Gap, Space } from './components/layout/layout';
export { Text, Heading } from './components/text/text';
export type { TextProps, HeadingProps, TextSize, TextTone, TextWeight } from './components/text/text';
export { Notice } from './components/notice/notice';
export type { NoticeProps, NoticeTone } from './components/notice/notice';
export { Switch } from './components/switch/switch';
export type { SwitchProps } from './components/switch/switch';
export { Spinner } from './components/spinner/spinner';
export type { SpinnerProps } from './components/spinner/spinner';
export { LoadingState } from './components/loading-state/loading-state';
export { EmptyState } from './components/empty-state/empty-state';
export { ErrorState } from './components/error-state/error-state';
export type { LoadingStateProps } from './components/loading-state/loading-state';
export type { EmptyStateProps } from './components/empty-state/empty-state';
export type { ErrorStateProps } from './components/error-state/error-state';
export { PageHeader } from './components/page-header/page-header';
export type { PageHeaderProps } from './components/page-header/page-header';
export { Logo } from './components/logo/logo';
export type { LogoProps } from './components/logo/logo';
export { Toaster, toast } from './components/toaster/toaster';
export type { ToasterProps } from './components/toaster/toaster';
export { Icon, DashboardIcon } from './components/icon/icon';
export type { IconProps } from './components/icon/icon';
