import { useState, type FormEvent } from 'react';
import {
  ALLERGENS,
  Button,
  Checkbox,
  Field,
  Input,
  Textarea,
  getErrorDetail,
  toast,
  type AllergenId,
  type Category,
} from '@teranga/shared-ui';
import formStyles from '../../../components/form.module.css';
import { useResource } from '../../../lib/use-resource';
import { getCategories } from '../../categories/api/get-categories';
import { ImageUpload } from '../../upload/components/image-upload';
import { validateDishForm, type DishFields, type DishFormValues } from '../lib/dish-form-values';
import { CategoryPicker } from './category-picker';
import styles from './dish-form.module.css';

export interface DishFormProps {
  restaurantId: string;
  initialValues: DishFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** Shown inline and as a toast when the save fails without a server message. */
  errorFallback: string;
  /** Saves the dish; a rejection is reported by the form. */
  onSubmit: (fields: DishFields) => Promise<void>;
  onCancel: () => void;
  disabled?: boolean;
}

/** The add and edit dish form (spec: add dish), validated before anything is sent. */
export function DishForm({
  restaurantId,
  initialValues,
  submitLabel,
  submittingLabel,
  errorFallback,
  onSubmit,
  onCancel,
  disabled = false,
}: DishFormProps) {
  const [values, setValues] = useState<DishFormValues>(initialValues);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const categories = useResource<Category[]>(() => getCategories(restaurantId), [restaurantId]);

  const update = <K extends keyof DishFormValues>(key: K, value: DishFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Typing anything clears the previous complaint (spec §5).
    setError(null);
  };

  const toggleAllergen = (id: AllergenId, checked: boolean) =>
    update('allergens', checked ? [...values.allergens, id] : values.allergens.filter((allergen) => allergen !== id));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateDishForm(values);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(result.fields);
    } catch (caught) {
      const message = getErrorDetail(caught, errorFallback);
      setError(message);
      toast.error(message);
      setSaving(false);
    }
  }

  const missing = (text: string) => Boolean(error) && !text.trim();

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={formStyles.row}>
        <Field label="Nom du plat" required>
          <Input value={values.name} onChange={(e) => update('name', e.target.value)} maxLength={100} invalid={missing(values.name)} />
        </Field>
        <CategoryPicker
          restaurantId={restaurantId}
          categories={categories.data ?? []}
          loading={categories.loading}
          loadFailed={Boolean(categories.error)}
          onRetry={() => void categories.reload()}
          value={values.category}
          onChange={(category) => update('category', category)}
          onCategoryAdded={(category) => categories.setData((list) => [...(list ?? []), category])}
          invalid={missing(values.category)}
        />
      </div>
      <Field label="Description" required>
        <Textarea
          value={values.description}
          onChange={(e) => update('description', e.target.value)}
          maxLength={1000}
          rows={3}
          invalid={missing(values.description)}
        />
      </Field>
      <div className={formStyles.row}>
        <Field label="Prix (€)" required>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.price}
            onChange={(e) => update('price', e.target.value)}
            invalid={missing(values.price)}
          />
        </Field>
        <Field label="Temps de préparation (minutes)" optionalText="(optionnel)">
          <Input
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            value={values.preparationTime}
            onChange={(e) => update('preparationTime', e.target.value)}
          />
        </Field>
      </div>
      <ImageUpload
        label="Image du plat"
        value={values.imageUrl}
        onChange={(url) => update('imageUrl', url)}
        onUploadingChange={setUploading}
        disabled={disabled}
      />
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Allergènes</legend>
        <div className={formStyles.checks}>
          {ALLERGENS.map((allergen) => (
            <Checkbox
              key={allergen.id}
              label={allergen.label}
              checked={values.allergens.includes(allergen.id)}
              onChange={(e) => toggleAllergen(allergen.id, e.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Régime et goût</legend>
        <div className={formStyles.checks}>
          <Checkbox label="Végétarien" checked={values.isVegetarian} onChange={(e) => update('isVegetarian', e.target.checked)} />
          <Checkbox label="Vegan" checked={values.isVegan} onChange={(e) => update('isVegan', e.target.checked)} />
          <Checkbox label="Épicé" checked={values.isSpicy} onChange={(e) => update('isSpicy', e.target.checked)} />
        </div>
      </fieldset>
      <Checkbox
        className={styles.availability}
        label="Plat disponible immédiatement"
        checked={values.isAvailable}
        onChange={(e) => update('isAvailable', e.target.checked)}
      />
      {error && (
        <p className={formStyles.error} role="alert">
          {error}
        </p>
      )}
      <div className={formStyles.actions}>
        <Button type="submit" loading={saving} loadingText={submittingLabel} disabled={disabled || uploading}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
