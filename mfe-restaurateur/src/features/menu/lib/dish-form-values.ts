import type { AllergenId, Plat, PlatCreatePayload } from '@teranga/shared-ui';

export const DISH_FORM_MESSAGES = {
  required: 'Veuillez remplir tous les champs obligatoires',
  price: 'Le prix doit être un nombre positif',
  preparationTime: 'Le temps de préparation doit être un nombre entier de minutes',
} as const;

/** What the form edits, as typed (numbers stay strings until submitted). */
export interface DishFormValues {
  name: string;
  description: string;
  price: string;
  category: string;
  preparationTime: string;
  imageUrl: string | null;
  allergens: AllergenId[];
  isAvailable: boolean;
  isVegetarian: boolean;
  isVegan: boolean;
  isSpicy: boolean;
}

/** The dish fields of the API bodies (create adds the restaurant and the ingredients). */
export type DishFields = Omit<PlatCreatePayload, 'restaurant_id' | 'ingredients'>;

export const emptyDishForm: DishFormValues = {
  name: '',
  description: '',
  price: '',
  category: '',
  preparationTime: '',
  imageUrl: null,
  allergens: [],
  isAvailable: true,
  isVegetarian: false,
  isVegan: false,
  isSpicy: false,
};

export function dishToFormValues(plat: Plat): DishFormValues {
  return {
    name: plat.name,
    description: plat.description,
    price: String(plat.price),
    category: plat.category,
    preparationTime: plat.preparation_time === null || plat.preparation_time === undefined ? '' : String(plat.preparation_time),
    imageUrl: plat.image_url ?? null,
    allergens: [...(plat.allergens ?? [])],
    isAvailable: plat.is_available,
    isVegetarian: plat.is_vegetarian,
    isVegan: plat.is_vegan,
    isSpicy: plat.is_spicy,
  };
}

export type DishValidation = { ok: true; fields: DishFields } | { ok: false; error: string };

/** Spec §5 rules; on success the typed fields, prices to the cent. */
export function validateDishForm(values: DishFormValues): DishValidation {
  const name = values.name.trim();
  const description = values.description.trim();
  const category = values.category.trim();
  if (!name || !description || !values.price.trim() || !category) {
    return { ok: false, error: DISH_FORM_MESSAGES.required };
  }
  const price = Number.parseFloat(values.price.replace(',', '.'));
  if (!Number.isFinite(price) || price <= 0) return { ok: false, error: DISH_FORM_MESSAGES.price };

  let preparationTime: number | null = null;
  if (values.preparationTime.trim()) {
    preparationTime = Number(values.preparationTime);
    if (!Number.isInteger(preparationTime) || preparationTime < 0) {
      return { ok: false, error: DISH_FORM_MESSAGES.preparationTime };
    }
  }

  return {
    ok: true,
    fields: {
      name,
      description,
      // The price input steps by the cent; the API refuses more than 2 decimals.
      price: Math.round(price * 100) / 100,
      category,
      image_url: values.imageUrl,
      allergens: values.allergens,
      is_available: values.isAvailable,
      preparation_time: preparationTime,
      is_vegetarian: values.isVegetarian,
      is_vegan: values.isVegan,
      is_spicy: values.isSpicy,
    },
  };
}
