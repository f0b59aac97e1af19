import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS_BODY, SETTINGS_LIMITS, type PlatformSettings } from '@teranga/shared-ui';
import { settingsBodySchema } from '@teranga/shared-ui/rules';
import {
  minutesText,
  secondsOf,
  settingsFormSchema,
  settingsFormValues,
  type SettingsFormValues,
} from './settings-form';

const settings = (fields: Partial<PlatformSettings> = {}): PlatformSettings => ({
  ...DEFAULT_SETTINGS_BODY,
  unpaid_ttl_s: 900,
  courier_alert_s: 90,
  configured_deadlines: { accept_window_s: 480, unpaid_ttl_s: 900, courier_alert_s: 600 },
  updated_at: null,
  updated_by: null,
  restaurant_commissions: [],
  ...fields,
});

const form = (fields: Partial<SettingsFormValues> = {}): SettingsFormValues => ({
  ...settingsFormValues(settings()),
  ...fields,
});

/** The messages the API's own schema gives `body` (the form must show the same). */
const sharedMessages = (body: object) => {
  const result = settingsBodySchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('settings form values', () => {
  it('shows euros to the cent, percents as they are, deadlines in minutes (empty: the server’s)', () => {
    expect(settingsFormValues(settings())).toEqual({
      commission_rate: '15',
      courier_base_pay: '3,00',
      courier_pay_per_km: '0,80',
      courier_min_pay: '3,50',
      delivery_fee: '2,50',
      vat_food_rate: '10',
      vat_delivery_rate: '20',
      accept_window_s: '',
      unpaid_ttl_s: '15',
      courier_alert_s: '1,5',
    });
  });

  it('turns minutes into whole seconds and back, whatever the seconds', () => {
    expect(secondsOf('10')).toBe(600);
    expect(secondsOf('1,5')).toBe(90);
    expect(secondsOf(' 2.25 ')).toBe(135);
    expect(secondsOf('')).toBeNull();
    expect(secondsOf('  ')).toBeNull();
    expect(secondsOf('dix')).toBeNaN();
    const { min, max } = SETTINGS_LIMITS.courierAlertS;
    for (let seconds = min; seconds <= max; seconds += 7) expect(secondsOf(minutesText(seconds))).toBe(seconds);
  });
});

describe('settingsFormSchema', () => {
  it('reads the form into the PUT body: decimal commas, minutes → seconds, an empty deadline → null', () => {
    const result = settingsFormSchema.safeParse(
      form({
        commission_rate: '12,5',
        delivery_fee: '3',
        accept_window_s: '10',
        unpaid_ttl_s: '',
        courier_alert_s: '7,5',
      }),
    );
    expect(result.success && result.data).toEqual({
      commission_rate: 12.5,
      courier_base_pay: 3,
      courier_pay_per_km: 0.8,
      courier_min_pay: 3.5,
      delivery_fee: 3,
      vat_food_rate: 10,
      vat_delivery_rate: 20,
      accept_window_s: 600,
      unpaid_ttl_s: null,
      courier_alert_s: 450,
    });
  });

  it('refuses with the API’s own messages, on the fields of the body', () => {
    const result = settingsFormSchema.safeParse(
      form({ commission_rate: '60', courier_pay_per_km: '0,805', delivery_fee: '', accept_window_s: '0,5' }),
    );
    expect(result.success).toBe(false);
    const shown = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    const body = {
      ...settingsFormSchema.parse(form()),
      commission_rate: 60,
      courier_pay_per_km: 0.805,
      delivery_fee: Number.NaN,
      accept_window_s: 30,
    };
    expect(shown).toEqual(sharedMessages(body));
    expect(Object.keys(shown)).toEqual(['commission_rate', 'courier_pay_per_km', 'delivery_fee', 'accept_window_s']);
  });

  it('refuses what is not a number, signs included', () => {
    const result = settingsFormSchema.safeParse(form({ vat_food_rate: '-5', courier_base_pay: 'trois' }));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['courier_base_pay', 'vat_food_rate']);
  });
});
