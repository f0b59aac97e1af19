import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALLERGEN_IDS, Button, Checkbox, Cluster, Field, Input, Notice, Textarea } from '@teranga/shared-ui';
import { controlProps, formMessage, ruleError, useSpecForm } from '../../../components/spec-form';
import { CheckboxGroup } from '../../../components/checkbox-group';
import formStyles from '../../../components/form.module.css';
import { RESTAURATEUR_NS } from '../../../i18n';
import { ImageUpload, useImageUploading } from '../../upload';
import { dishFormSchema, type DishFields, type DishFormValues } from '../lib/dish-form-values';
import { CategoryPicker } from './category-picker';
import { OptionGroupsEditor } from './option-groups-editor';
import styles from './dish-form.module.css';

/** The save behind the form: a mutation of the page (create or update). */
export interface DishSave {
  mutate: (fields: DishFields) => void;
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

export interface DishFormProps {
  restaurantId: string;
  initialValues: DishFormValues;
  submitLabel: string;
  submittingLabel: string;
  save: DishSave;
  /** Shown under the form when the save fails without a server message. */
  errorFallback: string;
  onCancel: () => void;
  disabled?: boolean;
}

/** The add and edit dish form (spec: add dish), validated before anything is sent. */
export function DishForm({
  restaurantId,
  initialValues,
  submitLabel,
  submittingLabel,
  save,
  errorFallback,
  onCancel,
  disabled = false,
}: DishFormProps) {
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
  const uploading = useImageUploading();
  const allergenOptions = ALLERGEN_IDS.map((id) => ({ value: id, label: t(`common:labels.allergen.${id}`) }));
  const form = useSpecForm(dishFormSchema, initialValues, save.reset);
  const { register, control, handleSubmit } = form;
  const { errors } = form.formState;
  const message = formMessage(errors, save.error, errorFallback);

  return (
    <form className={formStyles.form} onSubmit={handleSubmit((fields) => save.mutate(fields))} noValidate>
      <div className={formStyles.row}>
        <Field label={t('menu.form.name')} required>
          <Input {...controlProps(form, 'name')} maxLength={100} />
        </Field>
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <CategoryPicker
              restaurantId={restaurantId}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(errors.category)}
            />
          )}
        />
      </div>
      <Field label={t('menu.form.description')} required>
        <Textarea {...controlProps(form, 'description')} maxLength={1000} rows={3} />
      </Field>
      <div className={formStyles.row}>
        <Field label={t('menu.form.price')} required error={ruleError(errors.price)}>
          <Input {...controlProps(form, 'price')} type="number" inputMode="decimal" step="0.01" min="0" />
        </Field>
        <Field
          label={t('menu.form.prepTime')}
          optionalText={t('components.optional')}
          error={ruleError(errors.preparation_time)}
        >
          <Input {...register('preparation_time')} type="number" inputMode="numeric" step="1" min="0" />
        </Field>
      </div>
      <Controller
        control={control}
        name="image_url"
        render={({ field }) => (
          <ImageUpload label={t('menu.form.image')} value={field.value} onChange={field.onChange} disabled={disabled} />
        )}
      />
      <Controller
        control={control}
        name="allergens"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('menu.form.allergens')}
            options={allergenOptions}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('menu.form.diet')}</legend>
        <div className={formStyles.checks}>
          <Checkbox label={t('menu.form.vegetarian')} {...register('is_vegetarian')} />
          <Checkbox label={t('menu.form.vegan')} {...register('is_vegan')} />
          <Checkbox label={t('menu.form.spicy')} {...register('is_spicy')} />
        </div>
      </fieldset>
      <Checkbox className={styles.availability} label={t('menu.form.availableNow')} {...register('is_available')} />
      <OptionGroupsEditor form={form} disabled={disabled} />
      {errors.option_groups && (
        <Notice tone="danger" role="alert">
          {t('menu.form.checkOptions')}
        </Notice>
      )}
      {message && (
        <Notice tone="danger" role="alert">
          {message}
        </Notice>
      )}
      <Cluster gap={3}>
        <Button type="submit" loading={save.isPending} loadingText={submittingLabel} disabled={disabled || uploading}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          {t('components.actions.cancel')}
        </Button>
      </Cluster>
    </form>
  );
}
