import { z } from 'zod';
import type { Restaurant, RestaurantPayload, RestaurantUpdatePayload } from '@teranga/shared-ui';
import { acceptOrderSchema } from '@teranga/shared-ui/rules';
import { requiredText } from '../../../components/spec-form';
import { tr } from '../../../i18n';

// Messages are functions: zod reads them when it checks, in the page's language of that moment.
const deliveryTimeMessage = () => tr('restaurant.create.deliveryTimeInvalid');
const amountsMessage = () => tr('restaurant.create.amountsInvalid');
const minOrderMessage = () => tr('restaurant.profile.minOrderInvalid');

/** Euros as typed, to the cent (the API refuses more than 2 decimals); empty reads as 0. */
const amount = z
  .string()
  .trim()
  .transform(Number)
  .pipe(z.number({ error: amountsMessage }).min(0))
  .transform((euros) => Math.round(euros * 100) / 100);

/** The creation form as typed (numbers stay strings), read into the `POST /restaurants` body. */
export const restaurantFormSchema = z.object({
  name: requiredText,
  address: requiredText,
  description: z.string().trim(),
  delivery_time: requiredText.transform(Number).pipe(z.number({ error: deliveryTimeMessage }).int().min(1).max(240)),
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

/**
 * 'Mon restaurant': the profile as typed, read into `PUT /restaurants/:id` (the delivery fee is
 * the platform's business, not edited here). The preparation time follows the kitchen's rule,
 * with its message.
 */
export const restaurantProfileSchema = z.object({
  name: requiredText,
  address: requiredText,
  description: z.string().trim(),
  delivery_time: requiredText.transform(Number).pipe(z.number({ error: deliveryTimeMessage }).int().min(1).max(240)),
  min_order: z
    .string()
    .trim()
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(z.number({ error: minOrderMessage }).min(0, { error: minOrderMessage }))
    .transform((euros) => Math.round(euros * 100) / 100),
  prep_minutes: z
    .string()
    .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
    .pipe(acceptOrderSchema.shape.prep_minutes.unwrap()),
  categories: z.array(z.string()),
  image_url: z.string().nullable(),
}) satisfies z.ZodType<RestaurantUpdatePayload, unknown>;

export type RestaurantProfileValues = z.input<typeof restaurantProfileSchema>;

export const restaurantToProfileValues = (restaurant: Restaurant): RestaurantProfileValues => ({
  name: restaurant.name,
  address: restaurant.location.address,
  description: restaurant.description,
  delivery_time: String(restaurant.delivery_time),
  min_order: String(restaurant.min_order),
  prep_minutes: String(restaurant.prep_minutes),
  categories: [...restaurant.categories],
  image_url: restaurant.image_url,
});
