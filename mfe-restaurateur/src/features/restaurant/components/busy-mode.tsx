import { useId } from 'react';
import {
  BUSY_MINUTES,
  Button,
  Cluster,
  Field,
  Heading,
  Input,
  Notice,
  Stack,
  type Restaurant,
} from '@teranga/shared-ui';
import { formMessage, useSpecForm } from '../../../components/spec-form';
import { dayAndClock } from '@teranga/shared-ui';
import { useEndBusyMode } from '../api/end-busy-mode';
import { BUSY_MESSAGES, useSetBusyMode } from '../api/set-busy-mode';
import { busyFormDefaults, busyFormSchema, isBusy } from '../lib/busy-form';
import styles from './restaurant-page.module.css';

export interface BusyModeProps {
  restaurant: Restaurant;
  now: number;
  locked: boolean;
}

/**
 * 'Mode affluence': a rush adds 10, 20 or 30 minutes to every preparation until a chosen time
 * (`PUT /restaurants/:id/busy`), or stops (`DELETE`). Orders for later take it into account.
 */
export function BusyMode({ restaurant, now, locked }: BusyModeProps) {
  const titleId = useId();
  const busy = isBusy(restaurant, now);
  const end = useEndBusyMode();
  return (
    <section aria-labelledby={titleId} className={styles.subsection}>
      <Stack gap={3}>
        <Heading as="h3" size="md" id={titleId}>
          Mode affluence
        </Heading>
        {busy ? (
          <Notice tone="warning" bar as="div" className={styles.busyOn}>
            <span>
              <strong>Mode affluence en cours</strong> : +{restaurant.busy_minutes} min de préparation jusqu’à{' '}
              {dayAndClock(restaurant.busy_until!, restaurant.time_zone, now)}
            </span>
            <Button
              size="sm"
              variant="secondary"
              loading={end.isPending}
              disabled={locked}
              onClick={() => end.mutate(restaurant.id)}
            >
              Arrêter<span className="tg-visually-hidden"> le mode affluence</span>
            </Button>
          </Notice>
        ) : (
          <p className={styles.muted}>
            Pendant un rush, ajoutez du temps à chaque préparation : les clients voient des délais réalistes.
          </p>
        )}
        {/* A new answer (started, changed, stopped) proposes its own values. */}
        <BusyForm
          key={`${restaurant.busy_minutes}-${restaurant.busy_until}`}
          restaurant={restaurant}
          busy={busy}
          locked={locked}
        />
      </Stack>
    </section>
  );
}

function BusyForm({ restaurant, busy, locked }: { restaurant: Restaurant; busy: boolean; locked: boolean }) {
  const save = useSetBusyMode();
  const form = useSpecForm(
    busyFormSchema(restaurant.time_zone, () => Date.now()),
    busyFormDefaults(restaurant, Date.now()),
    save.reset,
  );
  const { errors } = form.formState;
  const message = formMessage(errors, save.error, BUSY_MESSAGES.failed);

  return (
    <form
      noValidate
      aria-label="Mode affluence"
      className={styles.busyForm}
      onSubmit={form.handleSubmit((busyMode) => save.mutate({ restaurantId: restaurant.id, busy: busyMode }))}
    >
      <fieldset className={styles.radios}>
        <legend>Temps ajouté à chaque préparation</legend>
        <Cluster gap={3}>
          {BUSY_MINUTES.map((minutes) => (
            <label key={minutes} className={styles.radio}>
              <input type="radio" value={String(minutes)} {...form.register('minutes')} />
              <span>+{minutes} min</span>
            </label>
          ))}
        </Cluster>
      </fieldset>
      <Field label="Jusqu’à" hint={`Heure du restaurant (${restaurant.time_zone})`} error={errors.until?.message}>
        <Input type="time" step={300} className={styles.time} {...form.register('until')} />
      </Field>
      {message && !errors.until && (
        <Notice tone="danger" role="alert">
          {message}
        </Notice>
      )}
      <Cluster gap={2}>
        <Button type="submit" loading={save.isPending} disabled={locked} loadingText="Enregistrement...">
          {busy ? 'Modifier le mode affluence' : 'Activer le mode affluence'}
        </Button>
      </Cluster>
    </form>
  );
}
