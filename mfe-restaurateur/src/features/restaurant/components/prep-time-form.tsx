import { useEffect } from 'react';
import { Button, Cluster, Field, Input, PREP_MINUTES, type Restaurant } from '@teranga/shared-ui';
import { controlProps, useSpecForm } from '../../../components/spec-form';
import { useUpdatePrepMinutes } from '../api/update-restaurant';
import { prepTimeFormSchema } from '../lib/prep-time-form';
import styles from './restaurant-card.module.css';

export interface PrepTimeFormProps {
  restaurant: Restaurant;
  onDone: () => void;
}

/** The usual preparation time, edited in place on the restaurant card (`PUT /restaurants/:id`). */
export function PrepTimeForm({ restaurant, onDone }: PrepTimeFormProps) {
  const update = useUpdatePrepMinutes();
  const form = useSpecForm(prepTimeFormSchema, { prep_minutes: String(restaurant.prep_minutes) }, update.reset);
  const { setFocus } = form;
  // Opened by 'Modifier': the field takes its place in the focus order.
  useEffect(() => setFocus('prep_minutes'), [setFocus]);

  return (
    <form
      className={styles.prepForm}
      noValidate
      aria-label="Temps de préparation habituel"
      onSubmit={form.handleSubmit((changes) =>
        update.mutate({ restaurantId: restaurant.id, changes }, { onSuccess: onDone }),
      )}
    >
      <Field
        label="Temps de préparation habituel (minutes)"
        hint={`Proposé pour chaque commande acceptée · entre ${PREP_MINUTES.min} et ${PREP_MINUTES.max} minutes`}
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
        <Button type="submit" size="sm" loading={update.isPending} loadingText="Enregistrement...">
          Enregistrer
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={update.isPending}>
          Annuler
        </Button>
      </Cluster>
    </form>
  );
}
