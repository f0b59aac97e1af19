import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
import { RichText } from '../../../components/rich-text';
import { formMessage, useSpecForm } from '../../../components/spec-form';
import { RESTAURATEUR_NS } from '../../../i18n';
import { dayAndClock } from '@teranga/shared-ui';
import { useEndBusyMode } from '../api/end-busy-mode';
import { useSetBusyMode } from '../api/set-busy-mode';
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
  const { t } = useTranslation(RESTAURATEUR_NS);
  const titleId = useId();
  const busy = isBusy(restaurant, now);
  const end = useEndBusyMode();
  return (
    <section aria-labelledby={titleId} className={styles.subsection}>
      <Stack gap={3}>
        <Heading as="h3" size="md" id={titleId}>
          {t('restaurant.busy.title')}
        </Heading>
        {busy ? (
          <Notice tone="warning" bar as="div" className={styles.busyOn}>
            <span>
              <RichText
                k="restaurant.busy.running"
                values={{
                  minutes: restaurant.busy_minutes ?? 0,
                  until: dayAndClock(restaurant.busy_until!, restaurant.time_zone, now),
                }}
              />
            </span>
            <Button
              size="sm"
              variant="secondary"
              loading={end.isPending}
              disabled={locked}
              onClick={() => end.mutate(restaurant.id)}
            >
              <RichText k="restaurant.busy.stop" />
            </Button>
          </Notice>
        ) : (
          <p className={styles.muted}>{t('restaurant.busy.intro')}</p>
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
  const { t } = useTranslation(RESTAURATEUR_NS);
  const save = useSetBusyMode();
  const form = useSpecForm(
    busyFormSchema(restaurant.time_zone, () => Date.now()),
    busyFormDefaults(restaurant, Date.now()),
    save.reset,
  );
  const { errors } = form.formState;
  const message = formMessage(errors, save.error, t('restaurant.busy.failed'));

  return (
    <form
      noValidate
      aria-label={t('restaurant.busy.form')}
      className={styles.busyForm}
      onSubmit={form.handleSubmit((busyMode) => save.mutate({ restaurantId: restaurant.id, busy: busyMode }))}
    >
      <fieldset className={styles.radios}>
        <legend>{t('restaurant.busy.minutesLegend')}</legend>
        <Cluster gap={3}>
          {BUSY_MINUTES.map((minutes) => (
            <label key={minutes} className={styles.radio}>
              <input type="radio" value={String(minutes)} {...form.register('minutes')} />
              <span>{t('restaurant.busy.choice', { minutes })}</span>
            </label>
          ))}
        </Cluster>
      </fieldset>
      <Field
        label={t('restaurant.busy.until')}
        hint={t('restaurant.busy.untilHint', { zone: restaurant.time_zone })}
        error={errors.until?.message}
      >
        <Input type="time" step={300} className={styles.time} {...form.register('until')} />
      </Field>
      {message && !errors.until && (
        <Notice tone="danger" role="alert">
          {message}
        </Notice>
      )}
      <Cluster gap={2}>
        <Button type="submit" loading={save.isPending} disabled={locked} loadingText={t('components.actions.saving')}>
          {busy ? t('restaurant.busy.change') : t('restaurant.busy.start')}
        </Button>
      </Cluster>
    </form>
  );
}
