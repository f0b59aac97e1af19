import { useId } from 'react';
import { Card, Cluster, Heading, Stack, Text, type Restaurant } from '@teranga/shared-ui';
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
  const titleId = useId();
  const state = openingState(restaurant, now);
  return (
    <Card as="section" aria-labelledby={titleId} gap={4}>
      <Stack gap={2}>
        <Heading id={titleId}>État du restaurant</Heading>
        <Text size="lg" weight="bold" className={styles.state} data-tone={state.tone}>
          <span aria-hidden="true">{SIGNS[state.tone]} </span>
          {state.text}
        </Text>
        <Text size="sm" tone="muted">
          Les heures sont celles du fuseau {restaurant.time_zone}.
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
