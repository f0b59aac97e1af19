import { SCHEDULE_LIMITS, WEEKDAY_NAMES, type BadgeTone, type Restaurant } from '@teranga/shared-ui';

/**
 * Where a restaurant whose switch is on stands by its hours at `now`, as the API worked it out
 * (`is_open_now`, `next_opening_at`, `closes_at`): open now, shut for an exceptional closure,
 * or closed until its next opening. Null when the switch is off or a pause holds it: the
 * restaurant's state (`restaurantState`) says that, and no time of its schedule applies.
 */
export type ScheduleStatus =
  | { kind: 'openNow'; closesAt: string | null; hasHours: boolean }
  | { kind: 'closure'; reason: string; reopensAt: string | null }
  | { kind: 'opensLater'; at: string }
  | { kind: 'closedByHours' };

export type ScheduleFields = Pick<
  Restaurant,
  'is_open' | 'is_open_now' | 'next_opening_at' | 'closes_at' | 'opening_hours' | 'closures' | 'time_zone'
>;

// Intl formatters are costly to build: one per time zone, kept.
const formats = new Map<string, { clock: Intl.DateTimeFormat; date: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function formatsOf(timeZone: string) {
  let known = formats.get(timeZone);
  if (!known) {
    known = {
      clock: new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone }),
      // 'YYYY-MM-DD', the shape of a closure's dates.
      date: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
      day: new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone }),
    };
    formats.set(timeZone, known);
  }
  return known;
}

/** The restaurant's local date (`YYYY-MM-DD`) at `instant`. */
export const localDate = (instant: number | string, timeZone: string) =>
  formatsOf(timeZone).date.format(new Date(instant));

/** '18:30': the clock in the restaurant's time zone (its hours are written in it). */
export const formatClockIn = (iso: string, timeZone: string) => formatsOf(timeZone).clock.format(new Date(iso));

const DAY_MS = 86_400_000;

/** Days between two local dates (`YYYY-MM-DD`), whatever the daylight-saving changes between them. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * When `iso` falls, seen from `now`, in the restaurant's time zone: 'à 18:30' today,
 * 'demain à 11:30', 'lundi à 11:30' within the week, 'le 24/03 à 11:30' further on.
 */
export function formatWhen(iso: string, timeZone: string, now: number): string {
  const clock = `à ${formatClockIn(iso, timeZone)}`;
  const target = localDate(iso, timeZone);
  const days = daysBetween(localDate(now, timeZone), target);
  if (days <= 0) return clock;
  if (days === 1) return `demain ${clock}`;
  if (days < 7) {
    // Monday = 1 … Sunday = 7, as the hours number their days.
    const weekday = (new Date(`${target}T12:00:00Z`).getUTCDay() + 6) % 7;
    return `${WEEKDAY_NAMES[weekday]} ${clock}`;
  }
  return `le ${formatsOf(timeZone).day.format(new Date(iso))} ${clock}`;
}

export function scheduleStatus(restaurant: ScheduleFields, now: number): ScheduleStatus | null {
  if (!restaurant.is_open) return null;
  if (restaurant.is_open_now) {
    return { kind: 'openNow', closesAt: restaurant.closes_at, hasHours: restaurant.opening_hours.length > 0 };
  }
  const today = localDate(now, restaurant.time_zone);
  const closure = restaurant.closures.find((range) => range.from <= today && today <= range.to);
  if (closure) return { kind: 'closure', reason: closure.reason, reopensAt: restaurant.next_opening_at };
  if (restaurant.next_opening_at) return { kind: 'opensLater', at: restaurant.next_opening_at };
  return { kind: 'closedByHours' };
}

export interface StatusText {
  label: string;
  tone: BadgeTone;
  /** A few words beside the badge, or null. */
  hint: string | null;
}

/** The schedule status in words: 'Ouvert maintenant', 'Fermé — ouvre à 18:30', 'Fermeture exceptionnelle'. */
export function scheduleText(status: ScheduleStatus, timeZone: string, now: number): StatusText {
  const when = (iso: string) => formatWhen(iso, timeZone, now);
  switch (status.kind) {
    case 'openNow':
      return {
        label: 'Ouvert maintenant',
        tone: 'success',
        hint: status.closesAt
          ? `Ferme ${when(status.closesAt)}`
          : status.hasHours
            ? null
            : 'Sans horaires : selon l’interrupteur',
      };
    case 'closure': {
      const reason = status.reason.trim() ? `« ${status.reason.trim()} »` : null;
      const reopens = status.reopensAt ? `rouvre ${when(status.reopensAt)}` : null;
      return {
        label: 'Fermeture exceptionnelle',
        tone: 'warning',
        hint: [reason, reopens].filter(Boolean).join(' · ') || null,
      };
    }
    case 'opensLater':
      return { label: `Fermé — ouvre ${when(status.at)}`, tone: 'neutral', hint: null };
    case 'closedByHours':
      return {
        label: 'Fermé (horaires)',
        tone: 'neutral',
        hint: `Aucune ouverture dans les ${SCHEDULE_LIMITS.lookAheadDays} jours`,
      };
  }
}

/**
 * Busy mode ('Mode affluence +20 min') while it lasts: the API stops sending it once `busy_until`
 * is past, and the list is read again only every minute, so the end is checked here too.
 */
export function busyText(
  restaurant: Pick<Restaurant, 'busy_minutes' | 'busy_until' | 'time_zone'>,
  now: number,
): StatusText | null {
  const { busy_minutes: minutes, busy_until: until } = restaurant;
  if (!minutes || !until || Date.parse(until) <= now) return null;
  const when = formatWhen(until, restaurant.time_zone, now);
  return {
    label: `Mode affluence +${minutes} min`,
    tone: 'warning',
    // 'jusqu’à 20:30', 'jusqu’à demain à 02:00' (it lasts 24 hours at most).
    hint: `jusqu’à ${when.replace(/^à /, '')}`,
  };
}
