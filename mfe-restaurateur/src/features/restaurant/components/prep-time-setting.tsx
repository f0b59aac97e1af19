import { lazy, Suspense, useRef, useState } from 'react';
import { Button, LoadingState, Text, formatMinutes, type Restaurant } from '@teranga/shared-ui';
import { RichText } from '../../../components/rich-text';
import styles from './restaurant-card.module.css';

// Lazy: the form (zod, react-hook-form) comes only when the restaurateur edits the time.
const PrepTimeForm = lazy(() => import('./prep-time-form').then((m) => ({ default: m.PrepTimeForm })));

export interface PrepTimeSettingProps {
  restaurant: Restaurant;
  /** An account awaiting validation sees the time but cannot change it (the API refuses). */
  editable: boolean;
}

/** The restaurant's usual preparation time, the default of 'Accepter' in the kitchen, and its editor. */
export function PrepTimeSetting({ restaurant, editable }: PrepTimeSettingProps) {
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const done = () => {
    setEditing(false);
    // Back where the user was: the button the form replaced.
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (editing) {
    return (
      <div className={styles.prepSetting}>
        <Suspense fallback={<LoadingState />}>
          <PrepTimeForm restaurant={restaurant} onDone={done} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={styles.prepSetting}>
      <Text as="span">
        <RichText k="restaurant.prep.current" values={{ minutes: formatMinutes(restaurant.prep_minutes) }} />
      </Text>
      {editable && (
        <Button ref={opener} variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <RichText k="restaurant.prep.edit" />
        </Button>
      )}
    </div>
  );
}
