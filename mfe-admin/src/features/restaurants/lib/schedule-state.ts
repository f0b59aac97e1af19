import {
  SCHEDULE_LIMITS,
  daysBetween,
  i18n,
  isoWeekday,
  localClock,
  localDate,
  type BadgeTone,
  type Restaurant,
} from '@teranga/shared-ui';
// Registers the area's namespace, which i18n.t reads below.
import '../../../i18n';

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

/** 1 (Monday) to 7 (Sunday), as `isoWeekday` counts: `common:labels.weekday` names them. */
type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** How far a moment is from now, in the restaurant's days: what its words depend on. */
type When =
  | { day: 'today' | 'tomorrow'; time: string }
  | { day: 'weekday'; time: string; weekday: IsoWeekday }
  | { day: 'date'; time: string; date: string };

function whenOf(iso: string, timeZone: string, now: number): When {
  const at = new Date(iso);
  const time = localClock(at, timeZone);
  const target = localDate(at, timeZone);
  const days = daysBetween(localDate(new Date(now), timeZone), target);
  if (days <= 0) return { day: 'today', time };
  if (days === 1) return { day: 'tomorrow', time };
  if (days < 7) return { day: 'weekday', time, weekday: isoWeekday(target) as IsoWeekday };
  return { day: 'date', time, date: `${target.slice(8, 10)}/${target.slice(5, 7)}` };
}

/** `when` in words, in one of the two forms: 'à 18:30' (`when`) or 'jusqu’à 18:30' (`until`). */
function whenText(form: 'when' | 'until', when: When): string {
  switch (when.day) {
    case 'today':
    case 'tomorrow':
      return i18n.t(`admin:restaurants.${form}.${when.day}`, { time: when.time });
    case 'weekday': {
      const day = i18n.t(`common:labels.weekday.${when.weekday}`);
      return i18n.t(`admin:restaurants.${form}.weekday`, { time: when.time, day });
    }
    case 'date':
      return i18n.t(`admin:restaurants.${form}.date`, { time: when.time, date: when.date });
  }
}

/**
 * When `iso` falls, seen from `now`, in the restaurant's time zone (its hours are written in it):
 * 'à 18:30' today, 'demain à 11:30', 'lundi à 11:30' within the week, 'le 24/03 à 11:30' further on.
 */
export const formatWhen = (iso: string, timeZone: string, now: number): string =>
  whenText('when', whenOf(iso, timeZone, now));

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
        label: i18n.t('admin:restaurants.schedule.openNow'),
        tone: 'success',
        hint: status.closesAt
          ? i18n.t('admin:restaurants.schedule.closes', { when: when(status.closesAt) })
          : status.hasHours
            ? null
            : i18n.t('admin:restaurants.schedule.noHours'),
      };
    case 'closure': {
      const reason = status.reason.trim() ? i18n.t('admin:shared.quoted', { text: status.reason.trim() }) : null;
      const reopens = status.reopensAt
        ? i18n.t('admin:restaurants.schedule.reopens', { when: when(status.reopensAt) })
        : null;
      return {
        label: i18n.t('admin:restaurants.schedule.closure'),
        tone: 'warning',
        hint: [reason, reopens].filter(Boolean).join(' · ') || null,
      };
    }
    case 'opensLater':
      return {
        label: i18n.t('admin:restaurants.schedule.opensLater', { when: when(status.at) }),
        tone: 'neutral',
        hint: null,
      };
    case 'closedByHours':
      return {
        label: i18n.t('admin:restaurants.schedule.closedByHours'),
        tone: 'neutral',
        hint: i18n.t('admin:restaurants.schedule.noOpening', { days: SCHEDULE_LIMITS.lookAheadDays }),
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
  return {
    label: i18n.t('admin:restaurants.schedule.busy', { minutes }),
    tone: 'warning',
    // 'jusqu’à 20:30', 'jusqu’à demain à 02:00' (it lasts 24 hours at most).
    hint: whenText('until', whenOf(until, restaurant.time_zone, now)),
  };
}
