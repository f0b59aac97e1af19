import { useTranslation } from 'react-i18next';
import { Badge, Card, Heading, Stack, Text, isoWeekday, localDate } from '@teranga/shared-ui';
import type { Restaurant } from '@teranga/shared-ui';
import { closingText, openingStatus, type OpeningStatus } from '../../../components/opening/opening-status';
import { CLIENT_NS, type ClientT } from '../../../i18n';
import { upcomingClosures, weekHours } from '../lib/week-hours';
import styles from './restaurant.module.css';

/** The open state in one line: 'Ouvert maintenant · Ferme à 23:00', 'Fermé pour le moment · Ouvre demain à 11:30'. */
function stateText(t: ClientT, status: OpeningStatus, restaurant: Restaurant): string {
  switch (status.kind) {
    case 'open': {
      const closing = closingText(restaurant);
      return closing ? t('restaurant.hours.openNowCloses', { closing }) : t('restaurant.hours.openNow');
    }
    case 'closed':
      return status.nextOpening
        ? t('restaurant.hours.closedNowOpens', { opening: status.nextOpening })
        : t('restaurant.hours.closedNow');
    case 'off':
      return t('restaurant.hours.off');
  }
}

/** 'Horaires': the open state, the week (today marked), and the exceptional closures to come. */
export function OpeningHours({ restaurant, now }: { restaurant: Restaurant; now: Date }) {
  const { t } = useTranslation(CLIENT_NS);
  const status = openingStatus(restaurant, now);
  const today = localDate(now, restaurant.time_zone);
  const todayNumber = isoWeekday(today);
  const closures = upcomingClosures(restaurant.closures, today);
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <Card as="section" padding="lg" gap={4} aria-labelledby="hours-title" className={styles.hours}>
      <Heading id="hours-title">{t('restaurant.hours.title')}</Heading>
      <Stack gap={1}>
        <Text weight="bold" data-testid="opening-state">
          {stateText(t, status, restaurant)}
        </Text>
        {status.kind === 'open' && status.closingSoon && (
          <span>
            <Badge tone="warning">{t('opening.closingSoon')}</Badge>
          </span>
        )}
      </Stack>
      {restaurant.opening_hours.length === 0 ? (
        <Text tone="muted">{t('restaurant.hours.noFixedHours')}</Text>
      ) : (
        <dl className={styles.week} aria-label={t('restaurant.hours.week')}>
          {weekHours(restaurant.opening_hours).map((day) => (
            <div
              key={day.day}
              className={day.day === todayNumber ? `${styles.weekDay} ${styles.today}` : styles.weekDay}
              aria-current={day.day === todayNumber ? 'date' : undefined}
            >
              <dt>
                {day.label}
                {day.day === todayNumber && <span className="tg-visually-hidden"> {t('restaurant.hours.today')}</span>}
              </dt>
              <dd>{day.ranges.length > 0 ? day.ranges.join(', ') : t('opening.closed')}</dd>
            </div>
          ))}
        </dl>
      )}
      {closures.length > 0 && (
        <Stack gap={2}>
          <Heading as="h3" size="md">
            {t('restaurant.hours.closures')}
          </Heading>
          <ul className={styles.closures}>
            {closures.map((closure) => (
              <li key={closure}>{closure}</li>
            ))}
          </ul>
        </Stack>
      )}
      {restaurant.time_zone !== deviceZone && (
        <Text size="sm" tone="muted">
          {t('restaurant.hours.localTime', { zone: restaurant.time_zone })}
        </Text>
      )}
    </Card>
  );
}
