import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Cluster, Field, Input, PREP_MINUTES, type Restaurant } from '@teranga/shared-ui';
import { controlProps, useSpecForm } from '../../../components/spec-form';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useUpdatePrepMinutes } from '../api/update-restaurant';
import { prepTimeFormSchema } from '../lib/prep-time-form';
import styles from './restaurant-card.module.css';

export interface PrepTimeFormProps {
  restaurant: Restaurant;
  onDone: () => void;
}

/** The usual preparation time, edited in place on the restaurant card (`PUT /restaurants/:id`). */
export function PrepTimeForm({ restaurant, onDone }: PrepTimeFormProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const update = useUpdatePrepMinutes();
  const form = useSpecForm(prepTimeFormSchema, { prep_minutes: String(restaurant.prep_minutes) }, update.reset);
  const { setFocus } = form;
  // Opened by 'Modifier': the field takes its place in the focus order.
  useEffect(() => setFocus('prep_minutes'), [setFocus]);

  return (
    <form
      className={styles.prepForm}
      noValidate
      aria-label={t('restaurant.prep.form')}
      onSubmit={form.handleSubmit((changes) =>
        update.mutate({ restaurantId: restaurant.id, changes }, { onSuccess: onDone }),
      )}
    >
      <Field
        label={t('restaurant.prep.label')}
        hint={t('restaurant.prep.hint', { min: PREP_MINUTES.min, max: PREP_MINUTES.max })}
        error={form.formState.errors.prep_minutes?.message}
      >
        <Input
          {...controlProps(form, 'prep_minutes')}
          type="number"
          inputMode="numeric"
          min={PREP_MINUTES.min}
          max={PREP_MINUTES.max}
          step={1}
          className={styles.prepInput}
        />
      </Field>
      <Cluster gap={2}>
        <Button type="submit" size="sm" loading={update.isPending} loadingText={t('components.actions.saving')}>
          {t('components.actions.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('components.actions.cancel')}
        </Button>
      </Cluster>
    </form>
  );
}
