import { describe, expect, it } from 'vitest';
import { DISH_FORM_MESSAGES, emptyDishForm, validateDishForm, type DishFormValues } from './dish-form-values';

const filled: DishFormValues = {
  ...emptyDishForm,
  name: '  Yassa poisson ',
  description: 'Capitaine mariné au citron',
  price: '13.9',
  category: 'Plats',
};

describe('validateDishForm', () => {
  it.each(['name', 'description', 'price', 'category'] as const)('requires %s', (field) => {
    expect(validateDishForm({ ...filled, [field]: '   ' })).toEqual({ ok: false, error: DISH_FORM_MESSAGES.required });
  });

  it.each(['0', '-2', 'abc'])('refuses the price %s', (price) => {
    expect(validateDishForm({ ...filled, price })).toEqual({ ok: false, error: DISH_FORM_MESSAGES.price });
  });

  it('sends a missing preparation time as null and a typed one as an integer', () => {
    const empty = validateDishForm(filled);
    expect(empty.ok && empty.fields.preparation_time).toBeNull();
    const typed = validateDishForm({ ...filled, preparationTime: '20' });
    expect(typed.ok && typed.fields.preparation_time).toBe(20);
    expect(validateDishForm({ ...filled, preparationTime: '2.5' })).toEqual({ ok: false, error: DISH_FORM_MESSAGES.preparationTime });
  });

  it('trims the texts and rounds the price to the cent', () => {
    const result = validateDishForm({ ...filled, price: '12,499' });
    expect(result).toMatchObject({ ok: true, fields: { name: 'Yassa poisson', price: 12.5, category: 'Plats' } });
  });
});
