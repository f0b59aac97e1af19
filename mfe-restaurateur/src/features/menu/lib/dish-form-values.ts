import { z } from 'zod';
import { ALLERGEN_IDS } from '@teranga/shared-ui';
import type { Plat, PlatCreatePayload } from '@teranga/shared-ui';
import { requiredMessage, requiredText } from '../../../components/spec-form';
import { tr } from '../../../i18n';
import { optionGroupsFormSchema, optionGroupsToFormValues } from './option-groups-form';

/** The form's own rules, in the page's language when read (zod reads them when it checks). */
export const DISH_FORM_MESSAGES = {
  get required() {
    return requiredMessage();
  },
  get price() {
    return tr('menu.form.priceInvalid');
  },
  get preparationTime() {
    return tr('menu.form.prepTimeInvalid');
  },
};

/** The dish fields of the API bodies (create adds the restaurant and the ingredients). */
export type DishFields = Omit<PlatCreatePayload, 'restaurant_id' | 'ingredients'>;

/**
 * Spec §5: the form as typed (numbers stay strings), read into the API's dish fields — the
 * fields carry the API's names, so the valid form is the body.
 */
export const dishFormSchema = z.object({
  name: requiredText,
  description: requiredText,
  // A decimal comma reads as a point; the API refuses more than 2 decimals, so round to the cent.
  price: requiredText
    .transform((text) => Number.parseFloat(text.replace(',', '.')))
    .pipe(z.number({ error: () => DISH_FORM_MESSAGES.price }).positive())
    .transform((euros) => Math.round(euros * 100) / 100),
  category: requiredText,
  // Optional: empty is sent as null.
  preparation_time: z
    .string()
    .trim()
    .transform((text) => (text ? Number(text) : null))
    .pipe(
      z
        .number({ error: () => DISH_FORM_MESSAGES.preparationTime })
        .int()
        .min(0)
        .nullable(),
    ),
  image_url: z.string().nullable(),
  allergens: z.array(z.enum(ALLERGEN_IDS)),
  is_available: z.boolean(),
  is_vegetarian: z.boolean(),
  is_vegan: z.boolean(),
  is_spicy: z.boolean(),
  option_groups: optionGroupsFormSchema,
}) satisfies z.ZodType<DishFields, unknown>;

export type DishFormValues = z.input<typeof dishFormSchema>;

export const emptyDishForm: DishFormValues = {
  name: '',
  description: '',
  price: '',
  category: '',
  preparation_time: '',
  image_url: null,
  allergens: [],
  is_available: true,
  is_vegetarian: false,
  is_vegan: false,
  is_spicy: false,
  option_groups: [],
};

export function dishToFormValues(plat: Plat): DishFormValues {
  return {
    name: plat.name,
    description: plat.description,
    price: String(plat.price),
    category: plat.category,
    preparation_time: plat.preparation_time == null ? '' : String(plat.preparation_time),
    image_url: plat.image_url ?? null,
    allergens: [...(plat.allergens ?? [])],
    is_available: plat.is_available,
    is_vegetarian: plat.is_vegetarian,
    is_vegan: plat.is_vegan,
    is_spicy: plat.is_spicy,
    option_groups: optionGroupsToFormValues(plat.option_groups ?? []),
  };
}
