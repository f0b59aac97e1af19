import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  Button,
  Card,
  Cluster,
  Field,
  Heading,
  Notice,
  Select,
  Text,
  getErrorDetail,
  type Restaurant,
} from '@teranga/shared-ui';
import { HOURS_MESSAGES, useSetRestaurantHours } from '../api/set-restaurant-hours';
import {
  DAY_LABELS,
  TIME_ZONES,
  hoursResolver,
  hoursToFormValues,
  type HoursFormValues,
  type HoursPayload,
} from '../lib/hours-form';
import { ClosuresEditor } from './closures-editor';
import { DayRanges } from './day-ranges';
import styles from './restaurant-page.module.css';

export interface HoursFormProps {
  restaurant: Restaurant;
  locked: boolean;
}

/**
 * The weekly hours, the exceptional closures and the time zone, saved together with
 * `PUT /restaurants/:id/hours` and checked first with the API's own schema.
 */
export function HoursForm({ restaurant, locked }: HoursFormProps) {
  const titleId = useId();
  const save = useSetRestaurantHours();
  const form = useForm<HoursFormValues, unknown, HoursPayload>({
    resolver: hoursResolver,
    defaultValues: hoursToFormValues(restaurant),
  });
  const { errors } = form.formState;
  const zones = TIME_ZONES.some((zone) => zone.value === restaurant.time_zone)
    ? TIME_ZONES
    : [...TIME_ZONES, { value: restaurant.time_zone, label: restaurant.time_zone }];
  const invalid = Object.keys(errors).length > 0;

  /** 'Copier sur tous les jours': the day's ranges become every day's. */
  const copyToAll = (day: number) => {
    const ranges = form.getValues(`days.${day}.ranges`);
    DAY_LABELS.forEach((_, other) => {
      if (other !== day)
        form.setValue(
          `days.${other}.ranges`,
          ranges.map((range) => ({ ...range })),
          { shouldDirty: true },
        );
    });
  };

  return (
    <Card as="section" aria-labelledby={titleId} gap={4}>
      <Heading id={titleId}>Horaires</Heading>
      <form
        noValidate
        aria-labelledby={titleId}
        className={styles.hoursForm}
        onSubmit={form.handleSubmit((hours) =>
          save.mutate(
            { restaurantId: restaurant.id, hours },
            { onSuccess: (saved) => form.reset(hoursToFormValues(saved)) },
          ),
        )}
        onChange={() => save.reset()}
      >
        <Text size="sm" tone="muted">
          Une plage dont la fermeture ne vient pas après l’ouverture se termine le lendemain (00:00 : minuit). Sans
          aucune plage, seul l’interrupteur « Ouvert aux commandes » décide.
        </Text>
        <Field label="Fuseau horaire" error={errors.time_zone?.message}>
          <Select {...form.register('time_zone')} options={zones} className={styles.zone} />
        </Field>
        <div className={styles.days}>
          {DAY_LABELS.map((label, day) => (
            <DayRanges key={label} form={form} day={day} locked={locked} onCopyToAll={() => copyToAll(day)} />
          ))}
        </div>
        <ClosuresEditor form={form} locked={locked} />
        {invalid && (
          <Notice tone="danger" role="alert">
            {errors.root?.message ?? 'Vérifiez les horaires signalés ci-dessus.'}
          </Notice>
        )}
        {save.error && (
          <Notice tone="danger" role="alert">
            {getErrorDetail(save.error, HOURS_MESSAGES.failed)}
          </Notice>
        )}
        <Cluster gap={3}>
          <Button type="submit" loading={save.isPending} disabled={locked} loadingText="Enregistrement...">
            Enregistrer les horaires
          </Button>
        </Cluster>
      </form>
    </Card>
  );
}
