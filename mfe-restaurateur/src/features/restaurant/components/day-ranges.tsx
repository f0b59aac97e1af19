import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button, Cluster, Field, Input, Text } from '@teranga/shared-ui';
import {
  DAY_LABELS,
  canAddRange,
  newRange,
  passesMidnight,
  type HoursFormValues,
  type HoursPayload,
} from '../lib/hours-form';
import styles from './restaurant-page.module.css';

export interface DayRangesProps {
  form: UseFormReturn<HoursFormValues, unknown, HoursPayload>;
  /** 0 = Monday. */
  day: number;
  locked: boolean;
  onCopyToAll: () => void;
}

/** One day's opening ranges: add, remove, open and close times, and 'Copier sur tous les jours'. */
export function DayRanges({ form, day, locked, onCopyToAll }: DayRangesProps) {
  const name = `days.${day}.ranges` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const ranges = useWatch({ control: form.control, name }) ?? [];
  const errors = form.formState.errors.days?.[day]?.ranges;
  const label = DAY_LABELS[day]!;
  const dayError = errors?.root?.message;
  const errorId = useId();

  return (
    <fieldset className={styles.day} aria-describedby={dayError ? errorId : undefined}>
      <legend className={styles.dayName}>{label}</legend>
      {fields.length === 0 && <Text tone="muted">Fermé</Text>}
      {fields.map((field, index) => {
        const range = ranges[index] ?? { open: '', close: '' };
        const rangeErrors = errors?.[index];
        return (
          <div key={field.id} className={styles.range} role="group" aria-label={`${label}, plage ${index + 1}`}>
            <Field label="Ouverture" error={rangeErrors?.open?.message}>
              <Input type="time" className={styles.time} {...form.register(`${name}.${index}.open`)} />
            </Field>
            <Field
              label="Fermeture"
              error={rangeErrors?.close?.message}
              hint={passesMidnight(range) ? `jusqu’au lendemain ${range.close}` : undefined}
            >
              <Input type="time" className={styles.time} {...form.register(`${name}.${index}.close`)} />
            </Field>
            <Button variant="ghost" size="sm" className={styles.remove} disabled={locked} onClick={() => remove(index)}>
              Retirer
              <span className="tg-visually-hidden">
                {' '}
                la plage {index + 1} du {label.toLowerCase()}
              </span>
            </Button>
          </div>
        );
      })}
      {dayError && (
        <Text id={errorId} size="sm" tone="danger" role="alert">
          {dayError}
        </Text>
      )}
      <Cluster gap={2}>
        <Button
          variant="secondary"
          size="sm"
          disabled={locked || !canAddRange(ranges)}
          onClick={() => append(newRange(ranges))}
        >
          Ajouter une plage<span className="tg-visually-hidden"> ({label.toLowerCase()})</span>
        </Button>
        <Button variant="ghost" size="sm" disabled={locked} onClick={onCopyToAll}>
          Copier sur tous les jours<span className="tg-visually-hidden"> ({label.toLowerCase()})</span>
        </Button>
      </Cluster>
    </fieldset>
  );
}
