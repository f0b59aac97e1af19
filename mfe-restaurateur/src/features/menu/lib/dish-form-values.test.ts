import { describe, expect, it } from 'vitest';
import { DISH_FORM_MESSAGES, dishFormSchema, emptyDishForm, type DishFormValues } from './dish-form-values';

const filled: DishFormValues = {
  ...emptyDishForm,
  name: '  Yassa poisson ',
  description: 'Capitaine mariné au citron',
  price: '13.9',
  category: 'Plats',
};

/** The messages the form would show, by field. */
const complaints = (values: DishFormValues) =>
  dishFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('dishFormSchema', () => {
  it.each(['name', 'description', 'price', 'category'] as const)('requires %s', (field) => {
    expect(complaints({ ...filled, [field]: '   ' })).toEqual([[field, DISH_FORM_MESSAGES.required]]);
  });

  it.each(['0', '-2', 'abc'])('refuses the price %s', (price) => {
    expect(complaints({ ...filled, price })).toEqual([['price', DISH_FORM_MESSAGES.price]]);
  });

  it('sends a missing preparation time as null and a typed one as an integer', () => {
    expect(dishFormSchema.parse(filled).preparation_time).toBeNull();
    expect(dishFormSchema.parse({ ...filled, preparation_time: '20' }).preparation_time).toBe(20);
    expect(complaints({ ...filled, preparation_time: '2.5' })).toEqual([
      ['preparation_time', DISH_FORM_MESSAGES.preparationTime],
    ]);
  });

  it('trims the texts and rounds the price to the cent', () => {
    expect(dishFormSchema.parse({ ...filled, price: '12,499' })).toMatchObject({
      name: 'Yassa poisson',
      price: 12.5,
      category: 'Plats',
    });
  });
});
