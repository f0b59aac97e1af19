import { z } from 'zod';
import type { RestaurantPayload } from '@teranga/shared-ui';
import { REQUIRED_MESSAGE, requiredText } from '../../../components/spec-form';

export const CREATE_RESTAURANT_MESSAGES = {
  required: REQUIRED_MESSAGE,
  deliveryTime: 'Le temps de livraison doit être un nombre entier de minutes (1 à 240)',
  amounts: 'Les frais de livraison et la commande minimum doivent être des montants positifs',
  created: 'Restaurant créé avec succès!',
  failed: 'Erreur lors de la création du restaurant',
} as const;

/** Euros as typed, to the cent (the API refuses more than 2 decimals); empty reads as 0. */
const amount = z
  .string()
  .trim()
  .transform(Number)
  .pipe(z.number({ error: CREATE_RESTAURANT_MESSAGES.amounts }).min(0))
  .transform((euros) => Math.round(euros * 100) / 100);

/** The creation form as typed (numbers stay strings), read into the `POST /restaurants` body. */
export const restaurantFormSchema = z.object({
  name: requiredText,
  address: requiredText,
  description: z.string().trim(),
  delivery_time: requiredText
    .transform(Number)
    .pipe(z.number({ error: CREATE_RESTAURANT_MESSAGES.deliveryTime }).int().min(1).max(240)),
  delivery_fee: requiredText.pipe(amount),
  min_order: amount,
  categories: z.array(z.string()),
  image_url: z.string().nullable(),
}) satisfies z.ZodType<RestaurantPayload, unknown>;

export type RestaurantFormValues = z.input<typeof restaurantFormSchema>;

export const emptyRestaurantForm: RestaurantFormValues = {
  name: '',
  description: '',
  address: '',
  delivery_time: '30',
  delivery_fee: '2.50',
  min_order: '0',
  categories: [],
  image_url: null,
};
