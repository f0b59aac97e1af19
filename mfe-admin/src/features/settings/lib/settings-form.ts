import { z } from 'zod';
import type { TFunction } from 'i18next';
import { formatNumber, i18n, type PlatformSettings, type PlatformSettingsPayload } from '@teranga/shared-ui';
import { restaurantCommissionSchema, settingsBodySchema } from '@teranga/shared-ui/rules';
import { decimalText, readNumber } from '../../../components/typed-number';
// Registers the area's namespace, which i18n.t reads below.
import '../../../i18n';

/** The form's fields: the body's keys, every value as typed (the deadlines in minutes). */
export type SettingsFormValues = Record<keyof PlatformSettingsPayload, string>;

export const DEADLINE_FIELDS = ['accept_window_s', 'unpaid_ttl_s', 'courier_alert_s'] as const;
export type DeadlineField = (typeof DEADLINE_FIELDS)[number];

const MINUTE_S = 60;

/** A percent as the form shows it: '12,5'. */
export const percentText = decimalText;

/** Euros as the form shows them: '2,50'. */
export const eurosText = (value: number) => value.toFixed(2).replace('.', ',');

/**
 * Seconds on the wire → minutes in the form ('' for null: the server's configuration). Shown to
 * the hundredth, which the way back rounds to the very same whole second.
 */
export const minutesText = (seconds: number | null) =>
  seconds === null ? '' : percentText(Math.round((seconds / MINUTE_S) * 100) / 100);

/** Minutes as typed → whole seconds; empty → null (the server's configuration); unreadable → NaN. */
export function secondsOf(minutes: string): number | null {
  if (minutes.trim() === '') return null;
  return Math.round(readNumber(minutes) * MINUTE_S);
}

/** '8 min', '1,5 min': a deadline in seconds read in minutes. */
export const minutesWords = (seconds: number) =>
  i18n.t('admin:settings.form.deadlineMinutes', { minutes: formatNumber(seconds / MINUTE_S) });

/** The allowed range of a deadline in minutes ('de 1 à 60 min'), from the shared limits in seconds. */
export const minutesRange = ({ min, max }: { min: number; max: number }) =>
  i18n.t('admin:settings.form.deadlineRange', { min: formatNumber(min / MINUTE_S), max: formatNumber(max / MINUTE_S) });

/** The settings in force, as the form shows them. */
export const settingsFormValues = (settings: PlatformSettings): SettingsFormValues => ({
  commission_rate: percentText(settings.commission_rate),
  courier_base_pay: eurosText(settings.courier_base_pay),
  courier_pay_per_km: eurosText(settings.courier_pay_per_km),
  courier_min_pay: eurosText(settings.courier_min_pay),
  delivery_fee: eurosText(settings.delivery_fee),
  vat_food_rate: percentText(settings.vat_food_rate),
  vat_delivery_rate: percentText(settings.vat_delivery_rate),
  accept_window_s: minutesText(settings.accept_window_s),
  unpaid_ttl_s: minutesText(settings.unpaid_ttl_s),
  courier_alert_s: minutesText(settings.courier_alert_s),
});

const typed = z.string();

/**
 * The form as typed, read into the `PUT /admin/settings` body and checked by the API's own
 * schema: its messages land on the fields, named as the body's keys.
 */
export const settingsFormSchema = z
  .object({
    commission_rate: typed,
    courier_base_pay: typed,
    courier_pay_per_km: typed,
    courier_min_pay: typed,
    delivery_fee: typed,
    vat_food_rate: typed,
    vat_delivery_rate: typed,
    accept_window_s: typed,
    unpaid_ttl_s: typed,
    courier_alert_s: typed,
  } satisfies Record<keyof SettingsFormValues, z.ZodString>)
  .transform((values): PlatformSettingsPayload => ({
    commission_rate: readNumber(values.commission_rate),
    courier_base_pay: readNumber(values.courier_base_pay),
    courier_pay_per_km: readNumber(values.courier_pay_per_km),
    courier_min_pay: readNumber(values.courier_min_pay),
    delivery_fee: readNumber(values.delivery_fee),
    vat_food_rate: readNumber(values.vat_food_rate),
    vat_delivery_rate: readNumber(values.vat_delivery_rate),
    accept_window_s: secondsOf(values.accept_window_s),
    unpaid_ttl_s: secondsOf(values.unpaid_ttl_s),
    courier_alert_s: secondsOf(values.courier_alert_s),
  }))
  .pipe(settingsBodySchema);

/**
 * A restaurant's own commission as typed, checked by the API's rule (the clearing goes without the
 * form); its own message in `t`'s language.
 */
export const makeCommissionFormSchema = (t: TFunction<'admin'>) =>
  z.object({
    restaurant_id: z.string().min(1, { error: t('settings.commissions.chooseRequired') }),
    commission_rate: z.string().transform(readNumber).pipe(restaurantCommissionSchema.shape.commission_rate.unwrap()),
  });

export type CommissionFormValues = z.input<ReturnType<typeof makeCommissionFormSchema>>;
