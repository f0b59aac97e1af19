import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Cluster, Field, Input, Text, intlLocale } from '@teranga/shared-ui';
import { RichText } from '../../../components/rich-text';
import { RESTAURATEUR_NS } from '../../../i18n';
import {
  WEEKDAYS,
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
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
  const name = `days.${day}.ranges` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const ranges = useWatch({ control: form.control, name }) ?? [];
  const errors = form.formState.errors.days?.[day]?.ranges;
  // The day as a sentence says it ('lundi', 'Monday'), and as a title ('Lundi').
  const weekday = t(`common:labels.weekday.${WEEKDAYS[day]!}`);
  const label = weekday.charAt(0).toLocaleUpperCase(intlLocale()) + weekday.slice(1);
  const dayError = errors?.root?.message;
  const errorId = useId();

  return (
    <fieldset className={styles.day} aria-describedby={dayError ? errorId : undefined}>
      <legend className={styles.dayName}>{label}</legend>
      {fields.length === 0 && <Text tone="muted">{t('restaurant.hours.closed')}</Text>}
      {fields.map((field, index) => {
        const range = ranges[index] ?? { open: '', close: '' };
        const rangeErrors = errors?.[index];
        return (
          <div
            key={field.id}
            className={styles.range}
            role="group"
            aria-label={t('restaurant.hours.range', { day: label, index: index + 1 })}
          >
            <Field label={t('restaurant.hours.open')} error={rangeErrors?.open?.message}>
              <Input type="time" className={styles.time} {...form.register(`${name}.${index}.open`)} />
            </Field>
            <Field
              label={t('restaurant.hours.close')}
              error={rangeErrors?.close?.message}
              hint={passesMidnight(range) ? t('restaurant.hours.nextDay', { time: range.close }) : undefined}
            >
              <Input type="time" className={styles.time} {...form.register(`${name}.${index}.close`)} />
            </Field>
            <Button variant="ghost" size="sm" className={styles.remove} disabled={locked} onClick={() => remove(index)}>
              <RichText k="restaurant.hours.removeRange" values={{ index: index + 1, day: weekday }} />
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
          <RichText k="restaurant.hours.addRange" values={{ day: weekday }} />
        </Button>
        <Button variant="ghost" size="sm" disabled={locked} onClick={onCopyToAll}>
          <RichText k="restaurant.hours.copyToAll" values={{ day: weekday }} />
        </Button>
      </Cluster>
    </fieldset>
  );
}
