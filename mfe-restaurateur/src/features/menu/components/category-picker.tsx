import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Input, Select, getErrorDetail, toast, type Category } from '@teranga/shared-ui';
import { createCategory } from '../../categories/api/create-category';
import styles from './dish-form.module.css';

export const CATEGORY_PICKER_MESSAGES = {
  empty: 'Veuillez entrer un nom de catégorie',
  added: 'Catégorie ajoutée',
  failed: "Erreur lors de l'ajout",
  loadFailed: 'Erreur lors du chargement des catégories',
} as const;

export interface CategoryPickerProps {
  restaurantId: string;
  categories: Category[];
  loading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  value: string;
  onChange: (category: string) => void;
  onCategoryAdded: (category: Category) => void;
  /** Marks the select invalid while the form reports a missing field. */
  invalid?: boolean;
}

/** The dish's category: a select of the restaurant's categories plus an inline "new category" control. */
export function CategoryPicker({
  restaurantId,
  categories,
  loading,
  loadFailed,
  onRetry,
  value,
  onChange,
  onCategoryAdded,
  invalid,
}: CategoryPickerProps) {
  const selectId = useId();
  const newId = useId();
  const newErrorId = `${newId}-error`;
  const loadErrorId = `${selectId}-load-error`;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  // A dish may carry a category that no longer exists (deleted since): keep it selectable.
  const names = categories.map((category) => category.name);
  if (value && !names.includes(value)) names.push(value);

  async function add() {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(CATEGORY_PICKER_MESSAGES.empty);
      return;
    }
    setAdding(true);
    try {
      const category = await createCategory(restaurantId, trimmed);
      onCategoryAdded(category);
      onChange(category.name);
      setName('');
      setError(null);
      toast.success(CATEGORY_PICKER_MESSAGES.added);
    } catch (caught) {
      const message = getErrorDetail(caught, CATEGORY_PICKER_MESSAGES.failed);
      setError(message);
      toast.error(message);
    } finally {
      setAdding(false);
    }
  }

  // Enter adds the category; it must not submit the dish form around it.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!adding) void add();
  }

  return (
    <div className={styles.categoryPicker}>
      <label htmlFor={selectId} className={styles.label}>
        Catégorie
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <Select
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={loading ? 'Chargement des catégories...' : 'Sélectionnez une catégorie'}
        options={names.map((category) => ({ value: category, label: category }))}
        required
        invalid={invalid}
        aria-describedby={loadFailed ? loadErrorId : undefined}
      />
      {loadFailed && (
        <p id={loadErrorId} className={styles.inlineError} role="alert">
          {CATEGORY_PICKER_MESSAGES.loadFailed}{' '}
          <Button variant="ghost" size="sm" onClick={onRetry}>
            Réessayer
          </Button>
        </p>
      )}
      <div className={styles.newCategory}>
        <label htmlFor={newId} className="tg-visually-hidden">
          Nouvelle catégorie
        </label>
        <Input
          id={newId}
          value={name}
          placeholder="Nouvelle catégorie (ex. Grillades)"
          maxLength={50}
          invalid={Boolean(error)}
          aria-describedby={error ? newErrorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={() => void add()} loading={adding}>
          Ajouter la catégorie
        </Button>
      </div>
      {error && (
        <p id={newErrorId} className={styles.inlineError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
