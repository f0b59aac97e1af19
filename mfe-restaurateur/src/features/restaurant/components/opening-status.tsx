import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Cluster, Heading, Stack, Text, type Restaurant } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import { openingState, type OpeningTone } from '../lib/opening-state';
import { BusyMode } from './busy-mode';
import { OpenSwitch } from './open-switch';
import { PauseNotice } from './pause-notice';
import styles from './restaurant-page.module.css';

/** A sign beside the words, so the state never rests on colour alone. */
const SIGNS: Record<OpeningTone, string> = { success: '●', warning: '◐', danger: '○' };

export interface OpeningStatusProps {
  restaurant: Restaurant;
  now: number;
  /** An account awaiting validation: nothing can be changed (the API refuses). */
  locked: boolean;
  lockedNoteId?: string;
}

/** Open or closed now and until when, the switch, a platform pause, and busy mode. */
export function OpeningStatus({ restaurant, now, locked, lockedNoteId }: OpeningStatusProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const titleId = useId();
  const state = openingState(restaurant, now);
  return (
    <Card as="section" aria-labelledby={titleId} gap={4}>
      <Stack gap={2}>
        <Heading id={titleId}>{t('restaurant.status.title')}</Heading>
        <Text size="lg" weight="bold" className={styles.state} data-tone={state.tone}>
          <span aria-hidden="true">{SIGNS[state.tone]} </span>
          {state.text}
        </Text>
        <Text size="sm" tone="muted">
          {t('restaurant.status.zone', { zone: restaurant.time_zone })}
        </Text>
      </Stack>
      <PauseNotice restaurant={restaurant} disabled={locked} />
      <Cluster gap={3}>
        <OpenSwitch restaurant={restaurant} disabled={locked} describedBy={locked ? lockedNoteId : undefined} />
      </Cluster>
      <BusyMode restaurant={restaurant} now={now} locked={locked} />
    </Card>
  );
}
