import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { RESTAURATEUR_NS } from '../../../i18n';
import { useSetRestaurantHours } from '../api/set-restaurant-hours';
import {
  TIME_ZONES,
  WEEKDAYS,
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
  const { t } = useTranslation(RESTAURATEUR_NS);
  const titleId = useId();
  const save = useSetRestaurantHours();
  const form = useForm<HoursFormValues, unknown, HoursPayload>({
    resolver: hoursResolver,
    defaultValues: hoursToFormValues(restaurant),
  });
  const { errors } = form.formState;
  const zones: { value: string; label: string }[] = TIME_ZONES.map(({ value, key }) => ({
    value,
    label: t(`restaurant.hours.timeZones.${key}`),
  }));
  if (!zones.some((zone) => zone.value === restaurant.time_zone))
    zones.push({ value: restaurant.time_zone, label: restaurant.time_zone });
  const invalid = Object.keys(errors).length > 0;

  /** 'Copier sur tous les jours': the day's ranges become every day's. */
  const copyToAll = (day: number) => {
    const ranges = form.getValues(`days.${day}.ranges`);
    WEEKDAYS.forEach((_, other) => {
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
      <Heading id={titleId}>{t('restaurant.hours.title')}</Heading>
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
          {t('restaurant.hours.intro')}
        </Text>
        <Field label={t('restaurant.hours.timeZone')} error={errors.time_zone?.message}>
          <Select {...form.register('time_zone')} options={zones} className={styles.zone} />
        </Field>
        <div className={styles.days}>
          {WEEKDAYS.map((weekday, day) => (
            <DayRanges key={weekday} form={form} day={day} locked={locked} onCopyToAll={() => copyToAll(day)} />
          ))}
        </div>
        <ClosuresEditor form={form} locked={locked} />
        {invalid && (
          <Notice tone="danger" role="alert">
            {errors.root?.message ?? t('restaurant.hours.check')}
          </Notice>
        )}
        {save.error && (
          <Notice tone="danger" role="alert">
            {getErrorDetail(save.error, t('restaurant.hours.failed'))}
          </Notice>
        )}
        <Cluster gap={3}>
          <Button type="submit" loading={save.isPending} disabled={locked} loadingText={t('components.actions.saving')}>
            {t('restaurant.hours.submit')}
          </Button>
        </Cluster>
      </form>
    </Card>
  );
}
