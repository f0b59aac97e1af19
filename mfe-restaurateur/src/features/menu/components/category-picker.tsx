import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Select, getErrorDetail } from '@teranga/shared-ui';
import { useSpecForm } from '../../../components/spec-form';
import { RESTAURATEUR_NS } from '../../../i18n';
import { newCategorySchema, useCreateCategory } from '../../categories/api/create-category';
import { useCategories } from '../../categories/api/get-categories';
import styles from './dish-form.module.css';

export interface CategoryPickerProps {
  restaurantId: string;
  value: string;
  onChange: (category: string) => void;
  /** Marks the select invalid while the form reports a missing field. */
  invalid?: boolean;
}

/**
 * The dish's category: a select of the restaurant's categories plus an inline "new category"
 * control. That control sits inside the dish form, so it is a form of its own without a
 * `<form>` element (forms do not nest): its button and Enter submit it, never the dish.
 */
export function CategoryPicker({ restaurantId, value, onChange, invalid }: CategoryPickerProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const categories = useCategories(restaurantId);
  const selectId = useId();
  const newId = useId();
  const newErrorId = `${newId}-error`;
  const loadErrorId = `${selectId}-load-error`;
  const create = useCreateCategory({
    successMessage: t('menu.category.done'),
    errorMessage: t('menu.category.failed'),
  });
  const form = useSpecForm(newCategorySchema, { name: '' }, create.reset);
  const error =
    form.formState.errors.name?.message ?? (create.error && getErrorDetail(create.error, t('menu.category.failed')));

  // A dish may carry a category that no longer exists (deleted since): keep it selectable.
  const names = (categories.data ?? []).map((category) => category.name);
  if (value && !names.includes(value)) names.push(value);

  const add = form.handleSubmit(({ name }) =>
    create.mutate(
      { restaurantId, name },
      {
        onSuccess: (category) => {
          onChange(category.name);
          form.reset();
        },
      },
    ),
  );

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!create.isPending) void add();
  }

  return (
    <div className={styles.categoryPicker}>
      <label htmlFor={selectId} className={styles.label}>
        {t('menu.category.label')}
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <Select
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={categories.isLoading ? t('menu.category.loading') : t('menu.category.choose')}
        options={names.map((category) => ({ value: category, label: category }))}
        required
        invalid={invalid}
        aria-describedby={categories.isError ? loadErrorId : undefined}
      />
      {categories.isError && (
        <p id={loadErrorId} className={styles.inlineError} role="alert">
          {t('menu.category.loadFailed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void categories.refetch()} loading={categories.isFetching}>
            {t('components.actions.retry')}
          </Button>
        </p>
      )}
      <div className={styles.newCategory}>
        <label htmlFor={newId} className="tg-visually-hidden">
          {t('menu.category.newLabel')}
        </label>
        <Input
          id={newId}
          {...form.register('name')}
          placeholder={t('menu.category.newPlaceholder')}
          maxLength={50}
          invalid={Boolean(error)}
          aria-describedby={error ? newErrorId : undefined}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={() => void add()} loading={create.isPending}>
          {t('menu.category.add')}
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
