import {
  DELIVERY_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  ROLE_LABELS,
  formatDateLong,
  formatNumber,
  formatPrice,
  formatRating,
  formatTime,
  i18n,
  shortId,
} from '@teranga/shared-ui';
import type { AuditAction, AuditEntry, AuditTargetType } from '../api/get-audit-log';
import { lowerCase, translatedRecord } from '../../../i18n';
import type { AdminCatalogue } from '../../../locales/fr';

const ACTIONS = [
  'commande.cancel',
  'livraison.assign',
  'restaurant.pause',
  'restaurant.reopen',
  'restaurant.delete',
  'user.role',
  'user.status',
  'user.verify',
  'user.reject',
  'review.hide',
  'review.unhide',
  'settings.update',
  'restaurant.commission',
] as const satisfies readonly AuditAction[];

/** What the admin did, one label per action of the API's enumeration, in the page's language. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = translatedRecord(ACTIONS, (action) =>
  i18n.t(`admin:audit.actions.${action}`),
);

const TARGETS = [
  'commande',
  'livraison',
  'restaurant',
  'user',
  'review',
  'settings',
] as const satisfies readonly AuditTargetType[];

export const AUDIT_TARGET_LABELS: Readonly<Record<AuditTargetType, string>> = translatedRecord(TARGETS, (target) =>
  i18n.t(`admin:audit.targets.${target}`),
);

/** Targets there is only one of (the platform's settings row): their id says nothing. */
export const isSingleTarget = (entry: Pick<AuditEntry, 'target_type'>) => entry.target_type === 'settings';

/** Who acted: the admin's name, or the account is gone (the API keeps the entry without it). */
export const actorName = (entry: AuditEntry) => entry.actor_name ?? i18n.t('admin:audit.deletedActor');

/** '10 mars 2025 à 13:05', in the browser's time zone. */
export const formatEntryDate = (iso: string) =>
  i18n.t('admin:audit.date', { date: formatDateLong(iso), time: formatTime(iso) });

type Values = Record<string, unknown>;

/** Keys that name the target (an order's restaurant or client, a restaurant, an account) rather than change. */
const NAME_KEYS = ['name', 'target_name', 'restaurant_name', 'user_name', 'client_name'] as const;

/** The name of the target when the entry carries one in its values (after first, then before). */
export function targetName(entry: AuditEntry): string | null {
  // The API names the target as it is now; the values recorded with the action are the fallback.
  if (entry.target_name?.trim()) return entry.target_name;
  for (const values of [entry.after, entry.before]) {
    for (const key of NAME_KEYS) {
      const name = values?.[key];
      if (typeof name === 'string' && name.trim()) return name;
    }
  }
  return null;
}

/** 'Commande #a1b20008', 'Restaurant « Le Baobab Grill »', 'Paramètres de la plateforme'. */
export function targetLabel(entry: AuditEntry): string {
  const name = targetName(entry);
  const type = AUDIT_TARGET_LABELS[entry.target_type] ?? entry.target_type;
  if (isSingleTarget(entry)) return type;
  return name
    ? i18n.t('admin:audit.targetNamed', { type, name })
    : i18n.t('admin:audit.targetId', { type, id: shortId(entry.target_id) });
}

// Mid-sentence after « : », the labels read in lower case ('Rôle : client → livreur').
const lowerFirst = (text: string) => lowerCase(text.charAt(0)) + text.slice(1);

const none = () => i18n.t('admin:audit.values.none');
const noneFeminine = () => i18n.t('admin:audit.values.noneFeminine');

/** An enumeration's value in words (`label` says it, or undefined when the value is unknown). */
const labelOf =
  (label: (value: string) => string | undefined, empty: () => string = none) =>
  (value: unknown) => {
    if (value === null || value === undefined) return empty();
    return label(String(value)) ?? String(value);
  };

/** A value of one of the API's enumerations (the French maps list them all), as opposed to one added since. */
const isOneOf = <K extends string>(labels: Readonly<Record<K, string>>, value: string): value is K => value in labels;

// The API's labels, mid-sentence.
const orderStatus = (value: string) =>
  isOneOf(ORDER_STATUS_LABELS, value) ? lowerFirst(i18n.t(`common:labels.orderStatus.${value}`)) : undefined;
const deliveryStatus = (value: string) =>
  isOneOf(DELIVERY_STATUS_LABELS, value) ? lowerFirst(i18n.t(`common:labels.deliveryStatus.${value}`)) : undefined;
const paymentStatus = (value: string) =>
  isOneOf(PAYMENT_STATUS_LABELS, value) ? lowerFirst(i18n.t(`common:labels.paymentStatus.${value}`)) : undefined;
const role = (value: string) =>
  isOneOf(ROLE_LABELS, value) ? lowerFirst(i18n.t(`common:labels.role.${value}`)) : undefined;

const PAUSE_REASONS = { auto: 'autoPause', admin: 'adminPause' } as const;

const pauseReason = (value: string) =>
  isOneOf(PAUSE_REASONS, value) ? i18n.t(`admin:audit.values.${PAUSE_REASONS[value]}`) : undefined;

type Word = 'yes' | 'no' | 'open' | 'closed' | 'active' | 'inactive' | 'hidden' | 'visible';

const yesNo = (yes: Word, no: Word) => (value: unknown) =>
  value === true ? i18n.t(`admin:audit.values.${yes}`) : value === false ? i18n.t(`admin:audit.values.${no}`) : '—';

type FieldLabel = keyof AdminCatalogue['audit']['fields'];

interface ValueFormat {
  label: FieldLabel;
  /** The value in words; `side` is the whole before or after object (a courier's name beside their id). */
  format: (value: unknown, side: Values, entry: AuditEntry) => string;
}

const euros = (value: unknown) => (typeof value === 'number' ? formatPrice(value) : '—');
const percent = (value: number) => i18n.t('admin:audit.values.percent', { value: formatNumber(value) });
const percentOr = (other: () => string) => (value: unknown) => (typeof value === 'number' ? percent(value) : other());

/** 300 → '5 min', 90 → '1 min 30 s', 45 → '45 s': the deadlines as the settings page sets them, in minutes. */
function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  if (minutes === 0) return i18n.t('admin:audit.values.seconds', { seconds: formatNumber(rest) });
  return rest === 0
    ? i18n.t('admin:audit.values.minutes', { minutes: formatNumber(minutes) })
    : i18n.t('admin:audit.values.minutesSeconds', { minutes: formatNumber(minutes), seconds: formatNumber(rest) });
}

// A null deadline: the server's configuration applies.
const deadlineOrConfigured = (value: unknown) =>
  typeof value === 'number' ? duration(value) : i18n.t('admin:audit.values.serverConfiguration');

const quotedOrNone = (value: unknown) =>
  typeof value === 'string' && value ? i18n.t('admin:shared.quoted', { text: value }) : none();

/** How each value the API records reads in the page's language. */
const VALUE_FORMATS: Readonly<Record<string, ValueFormat>> = {
  status: {
    label: 'status',
    format: (value, _side, entry) => labelOf(entry.target_type === 'livraison' ? deliveryStatus : orderStatus)(value),
  },
  payment_status: { label: 'paymentStatus', format: labelOf(paymentStatus) },
  livraison_status: { label: 'livraisonStatus', format: labelOf(deliveryStatus, noneFeminine) },
  refund_cents: {
    label: 'refund',
    format: (value) => (typeof value === 'number' ? formatPrice(value / 100) : '—'),
  },
  livreur_id: {
    label: 'courier',
    format: (value, side) => {
      if (value === null || value === undefined) return none();
      const name = side.livreur_name;
      return typeof name === 'string' && name ? name : `#${shortId(String(value))}`;
    },
  },
  is_open: { label: 'isOpen', format: yesNo('open', 'closed') },
  paused_reason: { label: 'pausedReason', format: labelOf(pauseReason, noneFeminine) },
  role: { label: 'role', format: labelOf(role) },
  is_active: { label: 'isActive', format: yesNo('active', 'inactive') },
  is_verified: { label: 'isVerified', format: yesNo('yes', 'no') },
  rejection_reason: { label: 'rejectionReason', format: quotedOrNone },
  name: { label: 'name', format: (value) => (typeof value === 'string' ? value : '—') },
  // A review's moderation: its state, and the restaurant's figures it changed (visible reviews only).
  hidden: { label: 'hidden', format: yesNo('hidden', 'visible') },
  hidden_reason: { label: 'hiddenReason', format: quotedOrNone },
  rating: {
    label: 'rating',
    format: (value) => (typeof value === 'number' ? formatRating(value) : '—'),
  },
  total_reviews: { label: 'totalReviews', format: (value) => (typeof value === 'number' ? String(value) : '—') },
  // The platform's settings and a restaurant's own commission, named as on the settings page
  // (the API records euros, percents and seconds).
  commission_rate: {
    label: 'commissionRate',
    format: percentOr(() => i18n.t('admin:audit.values.platformCommission')),
  },
  courier_base_pay: { label: 'courierBasePay', format: euros },
  courier_pay_per_km: { label: 'courierPayPerKm', format: euros },
  courier_min_pay: { label: 'courierMinPay', format: euros },
  delivery_fee: { label: 'deliveryFee', format: euros },
  vat_food_rate: { label: 'vatFoodRate', format: percentOr(() => '—') },
  vat_delivery_rate: { label: 'vatDeliveryRate', format: percentOr(() => '—') },
  accept_window_s: { label: 'acceptWindow', format: deadlineOrConfigured },
  unpaid_ttl_s: { label: 'unpaidTtl', format: deadlineOrConfigured },
  courier_alert_s: { label: 'courierAlert', format: deadlineOrConfigured },
};

/**
 * Values the list leaves out: the courier's name goes with their id, and the time of a pause is
 * the entry's own time.
 */
const HIDDEN_KEYS = new Set(['livreur_name', 'paused_at']);

function formatUnknown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return i18n.t(value ? 'admin:audit.values.yes' : 'admin:audit.values.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The entry's before → after values in words, one line per value that changed
 * ('Rôle : client → livreur'), or the value alone when only one side has it ('Remboursé : 12,50 €').
 * Values that did not change are left out; so are the target's name, unless it changed.
 */
export function describeChanges(entry: AuditEntry): string[] {
  const before: Values = entry.before ?? {};
  const after: Values = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const lines: string[] = [];
  for (const key of keys) {
    if (HIDDEN_KEYS.has(key)) continue;
    const inBefore = key in before;
    const inAfter = key in after;
    if (inBefore && inAfter && same(before[key], after[key])) continue;
    if ((NAME_KEYS as readonly string[]).includes(key) && !(inBefore && inAfter)) continue;
    const known = VALUE_FORMATS[key];
    const label = known ? i18n.t(`admin:audit.fields.${known.label}`) : key;
    const word = (value: unknown, side: Values) => (known ? known.format(value, side, entry) : formatUnknown(value));
    if (inBefore && inAfter) {
      lines.push(
        i18n.t('admin:audit.change', { label, before: word(before[key], before), after: word(after[key], after) }),
      );
    } else if (inAfter) lines.push(i18n.t('admin:audit.value', { label, value: word(after[key], after) }));
    else lines.push(i18n.t('admin:audit.value', { label, value: word(before[key], before) }));
  }
  return lines;
}
