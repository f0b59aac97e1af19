import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Field, Heading, Input, SCHEDULE_LIMITS, Text } from '@teranga/shared-ui';
import { RichText } from '../../../components/rich-text';
import { RESTAURATEUR_NS } from '../../../i18n';
import { canAddClosure, type HoursFormValues, type HoursPayload } from '../lib/hours-form';
import styles from './restaurant-page.module.css';

/** Today in the device's calendar: what a new closure starts on. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Exceptional closures: whole days from 'Du' to 'Au' (both included), with a reason. */
export function ClosuresEditor({
  form,
  locked,
}: {
  form: UseFormReturn<HoursFormValues, unknown, HoursPayload>;
  locked: boolean;
}) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const titleId = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'closures' });
  const closures = useWatch({ control: form.control, name: 'closures' }) ?? [];
  const errors = form.formState.errors.closures;

  return (
    <section aria-labelledby={titleId} className={styles.subsection}>
      <Heading as="h3" size="md" id={titleId}>
        {t('restaurant.closures.title')}
      </Heading>
      {fields.length === 0 && <Text tone="muted">{t('restaurant.closures.none')}</Text>}
      {fields.map((field, index) => {
        const closureErrors = errors?.[index];
        return (
          <div
            key={field.id}
            className={styles.closure}
            role="group"
            aria-label={t('restaurant.closures.closure', { index: index + 1 })}
          >
            <Field label={t('restaurant.closures.from')} error={closureErrors?.from?.message}>
              <Input type="date" {...form.register(`closures.${index}.from`)} />
            </Field>
            <Field label={t('restaurant.closures.to')} error={closureErrors?.to?.message}>
              <Input type="date" {...form.register(`closures.${index}.to`)} />
            </Field>
            <Field
              label={t('restaurant.closures.reason')}
              optionalText={t('components.optional')}
              error={closureErrors?.reason?.message}
            >
              <Input maxLength={SCHEDULE_LIMITS.reasonMax} {...form.register(`closures.${index}.reason`)} />
            </Field>
            <Button variant="ghost" size="sm" className={styles.remove} disabled={locked} onClick={() => remove(index)}>
              <RichText k="restaurant.closures.remove" values={{ index: index + 1 }} />
            </Button>
          </div>
        );
      })}
      {errors?.root?.message && (
        <Text size="sm" tone="danger" role="alert">
          {errors.root.message}
        </Text>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={locked || !canAddClosure(closures)}
          onClick={() => append({ from: today(), to: today(), reason: '' })}
        >
          {t('restaurant.closures.add')}
        </Button>
      </div>
    </section>
  );
}
