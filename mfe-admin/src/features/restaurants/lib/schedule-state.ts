import {
  SCHEDULE_LIMITS,
  WEEKDAY_NAMES,
  daysBetween,
  isoWeekday,
  localClock,
  localDate,
  type BadgeTone,
  type Restaurant,
} from '@teranga/shared-ui';

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

/**
 * When `iso` falls, seen from `now`, in the restaurant's time zone (its hours are written in it):
 * 'à 18:30' today, 'demain à 11:30', 'lundi à 11:30' within the week, 'le 24/03 à 11:30' further on.
 */
export function formatWhen(iso: string, timeZone: string, now: number): string {
  const at = new Date(iso);
  const clock = `à ${localClock(at, timeZone)}`;
  const target = localDate(at, timeZone);
  const days = daysBetween(localDate(new Date(now), timeZone), target);
  if (days <= 0) return clock;
  if (days === 1) return `demain ${clock}`;
  if (days < 7) return `${WEEKDAY_NAMES[isoWeekday(target) - 1]} ${clock}`;
  return `le ${target.slice(8, 10)}/${target.slice(5, 7)} ${clock}`;
}

export function scheduleStatus(restaurant: ScheduleFields, now: number): ScheduleStatus | null {
  if (!restaurant.is_open) return null;
  if (restaurant.is_open_now) {
    return { kind: 'openNow', closesAt: restaurant.closes_at, hasHours: restaurant.opening_hours.length > 0 };
  }
  const today = localDate(new Date(now), restaurant.time_zone);
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
