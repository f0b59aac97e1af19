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
  shortId,
} from '@teranga/shared-ui';
import type { AuditAction, AuditEntry, AuditTargetType } from '../api/get-audit-log';

/** What the admin did, one label per action of the API's enumeration. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'commande.cancel': 'Commande annulée',
  'livraison.assign': 'Livreur attribué',
  'restaurant.pause': 'Restaurant mis en pause',
  'restaurant.reopen': 'Restaurant rouvert',
  'restaurant.delete': 'Restaurant supprimé',
  'user.role': 'Rôle modifié',
  'user.status': 'Compte activé ou désactivé',
  'user.verify': 'Inscription approuvée',
  'user.reject': 'Inscription rejetée',
  'review.hide': 'Avis masqué',
  'review.unhide': 'Avis réaffiché',
  'settings.update': 'Paramètres modifiés',
  'restaurant.commission': 'Commission du restaurant modifiée',
};

export const AUDIT_TARGET_LABELS: Readonly<Record<AuditTargetType, string>> = {
  commande: 'Commande',
  livraison: 'Livraison',
  restaurant: 'Restaurant',
  user: 'Utilisateur',
  review: 'Avis',
  settings: 'Paramètres de la plateforme',
};

/** Targets there is only one of (the platform's settings row): their id says nothing. */
export const isSingleTarget = (entry: Pick<AuditEntry, 'target_type'>) => entry.target_type === 'settings';

/** Who acted: the admin's name, or the account is gone (the API keeps the entry without it). */
export const actorName = (entry: AuditEntry) => entry.actor_name ?? 'Compte supprimé';

/** '10 mars 2025 à 13:05', in the browser's time zone. */
export const formatEntryDate = (iso: string) => `${formatDateLong(iso)} à ${formatTime(iso)}`;

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
  return name ? `${type} « ${name} »` : `${type} #${shortId(entry.target_id)}`;
}

// Mid-sentence after « : », the labels read in lower case ('Rôle : client → livreur').
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);

const labelOf =
  (labels: Readonly<Record<string, string>>, none = 'aucun') =>
  (value: unknown) => {
    if (value === null || value === undefined) return none;
    const label = labels[String(value)];
    return label ? lowerFirst(label) : String(value);
  };

const yesNo = (yes: string, no: string) => (value: unknown) => (value === true ? yes : value === false ? no : '—');

interface ValueFormat {
  label: string;
  /** The value in words; `side` is the whole before or after object (a courier's name beside their id). */
  format: (value: unknown, side: Values, entry: AuditEntry) => string;
}

const euros = (value: unknown) => (typeof value === 'number' ? formatPrice(value) : '—');
const percentOr = (none: string) => (value: unknown) => (typeof value === 'number' ? `${formatNumber(value)} %` : none);

/** 300 → '5 min', 90 → '1 min 30 s', 45 → '45 s': the deadlines as the settings page sets them, in minutes. */
function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  if (minutes === 0) return `${formatNumber(rest)} s`;
  return rest === 0 ? `${formatNumber(minutes)} min` : `${formatNumber(minutes)} min ${formatNumber(rest)} s`;
}

// A null deadline: the server's configuration applies.
const deadlineOrConfigured = (value: unknown) =>
  typeof value === 'number' ? duration(value) : 'configuration du serveur';

const PAUSE_REASONS: Readonly<Record<string, string>> = { auto: 'automatique', admin: 'équipe Teranga' };

/** How each value the API records reads in French. */
const VALUE_FORMATS: Readonly<Record<string, ValueFormat>> = {
  status: {
    label: 'Statut',
    format: (value, _side, entry) =>
      labelOf(entry.target_type === 'livraison' ? DELIVERY_STATUS_LABELS : ORDER_STATUS_LABELS)(value),
  },
  payment_status: { label: 'Paiement', format: labelOf(PAYMENT_STATUS_LABELS) },
  livraison_status: { label: 'Livraison', format: labelOf(DELIVERY_STATUS_LABELS, 'aucune') },
  refund_cents: {
    label: 'Remboursé',
    format: (value) => (typeof value === 'number' ? formatPrice(value / 100) : '—'),
  },
  livreur_id: {
    label: 'Livreur',
    format: (value, side) => {
      if (value === null || value === undefined) return 'aucun';
      const name = side.livreur_name;
      return typeof name === 'string' && name ? name : `#${shortId(String(value))}`;
    },
  },
  is_open: { label: 'État', format: yesNo('ouvert', 'fermé') },
  paused_reason: { label: 'Pause', format: labelOf(PAUSE_REASONS, 'aucune') },
  role: { label: 'Rôle', format: labelOf(ROLE_LABELS) },
  is_active: { label: 'Compte', format: yesNo('actif', 'inactif') },
  is_verified: { label: 'Validé', format: yesNo('oui', 'non') },
  rejection_reason: {
    label: 'Motif du rejet',
    format: (value) => (typeof value === 'string' && value ? `« ${value} »` : 'aucun'),
  },
  name: { label: 'Nom', format: (value) => (typeof value === 'string' ? value : '—') },
  // A review's moderation: its state, and the restaurant's figures it changed (visible reviews only).
  hidden: { label: 'Avis', format: yesNo('masqué', 'visible') },
  hidden_reason: {
    label: 'Motif du masquage',
    format: (value) => (typeof value === 'string' && value ? `« ${value} »` : 'aucun'),
  },
  rating: {
    label: 'Note du restaurant',
    format: (value) => (typeof value === 'number' ? formatRating(value) : '—'),
  },
  total_reviews: { label: 'Avis comptés', format: (value) => (typeof value === 'number' ? String(value) : '—') },
  // The platform's settings and a restaurant's own commission, named as on the settings page
  // (the API records euros, percents and seconds).
  commission_rate: { label: 'Commission', format: percentOr('celle de la plateforme') },
  courier_base_pay: { label: 'Rémunération livreur (base)', format: euros },
  courier_pay_per_km: { label: 'Rémunération livreur (par km)', format: euros },
  courier_min_pay: { label: 'Rémunération livreur (minimum)', format: euros },
  delivery_fee: { label: 'Frais de livraison', format: euros },
  vat_food_rate: { label: 'TVA plats', format: percentOr('—') },
  vat_delivery_rate: { label: 'TVA livraison et service', format: percentOr('—') },
  accept_window_s: { label: 'Délai d’acceptation', format: deadlineOrConfigured },
  unpaid_ttl_s: { label: 'Délai de paiement', format: deadlineOrConfigured },
  courier_alert_s: { label: 'Délai d’alerte livreur', format: deadlineOrConfigured },
};

/**
 * Values the list leaves out: the courier's name goes with their id, and the time of a pause is
 * the entry's own time.
 */
const HIDDEN_KEYS = new Set(['livreur_name', 'paused_at']);

function formatUnknown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The entry's before → after values in French, one line per value that changed
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
    const label = known?.label ?? key;
    const word = (value: unknown, side: Values) => (known ? known.format(value, side, entry) : formatUnknown(value));
    if (inBefore && inAfter) lines.push(`${label} : ${word(before[key], before)} → ${word(after[key], after)}`);
    else if (inAfter) lines.push(`${label} : ${word(after[key], after)}`);
    else lines.push(`${label} : ${word(before[key], before)}`);
  }
  return lines;
}
