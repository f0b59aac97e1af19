import { Controller } from 'react-hook-form';
import { ALLERGENS, Button, Checkbox, Cluster, Field, Input, Notice, Textarea } from '@teranga/shared-ui';
import { controlProps, formMessage, ruleError, useSpecForm } from '../../../components/spec-form';
import { CheckboxGroup } from '../../../components/checkbox-group';
import formStyles from '../../../components/form.module.css';
import { ImageUpload, useImageUploading } from '../../upload';
import { dishFormSchema, type DishFields, type DishFormValues } from '../lib/dish-form-values';
import { CategoryPicker } from './category-picker';
import { OptionGroupsEditor } from './option-groups-editor';
import styles from './dish-form.module.css';

const ALLERGEN_OPTIONS = ALLERGENS.map((allergen) => ({ value: allergen.id, label: allergen.label }));

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
  const uploading = useImageUploading();
  const form = useSpecForm(dishFormSchema, initialValues, save.reset);
  const { register, control, handleSubmit } = form;
  const { errors } = form.formState;
  const message = formMessage(errors, save.error, errorFallback);

  return (
    <form className={formStyles.form} onSubmit={handleSubmit((fields) => save.mutate(fields))} noValidate>
      <div className={formStyles.row}>
        <Field label="Nom du plat" required>
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
      <Field label="Description" required>
        <Textarea {...controlProps(form, 'description')} maxLength={1000} rows={3} />
      </Field>
      <div className={formStyles.row}>
        <Field label="Prix (€)" required error={ruleError(errors.price)}>
          <Input {...controlProps(form, 'price')} type="number" inputMode="decimal" step="0.01" min="0" />
        </Field>
        <Field
          label="Temps de préparation (minutes)"
          optionalText="(optionnel)"
          error={ruleError(errors.preparation_time)}
        >
          <Input {...register('preparation_time')} type="number" inputMode="numeric" step="1" min="0" />
        </Field>
      </div>
      <Controller
        control={control}
        name="image_url"
        render={({ field }) => (
          <ImageUpload label="Image du plat" value={field.value} onChange={field.onChange} disabled={disabled} />
        )}
      />
      <Controller
        control={control}
        name="allergens"
        render={({ field }) => (
          <CheckboxGroup legend="Allergènes" options={ALLERGEN_OPTIONS} value={field.value} onChange={field.onChange} />
        )}
      />
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Régime et goût</legend>
        <div className={formStyles.checks}>
          <Checkbox label="Végétarien" {...register('is_vegetarian')} />
          <Checkbox label="Vegan" {...register('is_vegan')} />
          <Checkbox label="Épicé" {...register('is_spicy')} />
        </div>
      </fieldset>
      <Checkbox className={styles.availability} label="Plat disponible immédiatement" {...register('is_available')} />
      <OptionGroupsEditor form={form} disabled={disabled} />
      {errors.option_groups && (
        <Notice tone="danger" role="alert">
          Vérifiez les options du plat.
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
          Annuler
        </Button>
      </Cluster>
    </form>
  );
}
