import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Cluster,
  Field,
  Grid,
  Input,
  SETTINGS_LIMITS,
  Stack,
  type PlatformSettings,
  type PlatformSettingsPayload,
} from '@teranga/shared-ui';
import {
  minutesRange,
  minutesWords,
  settingsFormSchema,
  settingsFormValues,
  type DeadlineField,
  type SettingsFormValues,
} from '../lib/settings-form';
import { ADMIN_NS } from '../../../i18n';
import type { AdminCatalogue } from '../../../locales/fr';
import styles from './settings.module.css';

type Limits = { min: number; max: number };
/** Texts of `settings.form`: those with no variable, those with the field's range. */
type FormText = keyof AdminCatalogue['settings']['form'];
type RangeHint = Exclude<Extract<FormText, `${string}Hint`>, `deadline${string}`>;
type PlainText = Exclude<FormText, RangeHint | `deadline${string}` | `range${string}`>;

interface FieldSpec {
  name: Exclude<keyof SettingsFormValues, DeadlineField>;
  /** Its label in `settings.form`, and its hint: a sentence ending with the range, or the range alone. */
  label: PlainText;
  hint?: RangeHint;
  unit: '%' | '€';
  limits: Limits;
}

const { commissionPercent, courierPayEuros, courierPerKmEuros, deliveryFeeEuros, vatPercent } = SETTINGS_LIMITS;

/** The amounts and rates, grouped as an admin thinks of them. */
const MONEY_GROUPS: readonly { legend: PlainText; fields: readonly FieldSpec[] }[] = [
  {
    legend: 'fees',
    fields: [
      {
        name: 'commission_rate',
        label: 'commission',
        hint: 'commissionHint',
        unit: '%',
        limits: commissionPercent,
      },
      {
        name: 'delivery_fee',
        label: 'deliveryFee',
        hint: 'deliveryFeeHint',
        unit: '€',
        limits: deliveryFeeEuros,
      },
    ],
  },
  {
    legend: 'courierPay',
    fields: [
      { name: 'courier_base_pay', label: 'basePay', hint: 'basePayHint', unit: '€', limits: courierPayEuros },
      { name: 'courier_pay_per_km', label: 'perKm', hint: 'perKmHint', unit: '€', limits: courierPerKmEuros },
      { name: 'courier_min_pay', label: 'minPay', hint: 'minPayHint', unit: '€', limits: courierPayEuros },
    ],
  },
  {
    legend: 'vat',
    fields: [
      { name: 'vat_food_rate', label: 'vatFood', unit: '%', limits: vatPercent },
      { name: 'vat_delivery_rate', label: 'vatDelivery', unit: '%', limits: vatPercent },
    ],
  },
];

const DEADLINES: readonly { name: DeadlineField; label: PlainText; purpose: PlainText; limits: Limits }[] = [
  {
    name: 'accept_window_s',
    label: 'acceptWindow',
    purpose: 'acceptWindowPurpose',
    limits: SETTINGS_LIMITS.acceptWindowS,
  },
  {
    name: 'unpaid_ttl_s',
    label: 'unpaidTtl',
    purpose: 'unpaidTtlPurpose',
    limits: SETTINGS_LIMITS.unpaidTtlS,
  },
  {
    name: 'courier_alert_s',
    label: 'courierAlert',
    purpose: 'courierAlertPurpose',
    limits: SETTINGS_LIMITS.courierAlertS,
  },
];

export interface SettingsFormProps {
  settings: PlatformSettings;
  pending: boolean;
  onSubmit: (body: PlatformSettingsPayload) => void;
}

/**
 * The platform's settings, checked by the API's own schema: amounts in euros, rates in percents,
 * the kitchen's deadlines in minutes (seconds on the wire), empty for the server's configuration.
 */
export function SettingsForm({ settings, pending, onSubmit }: SettingsFormProps) {
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormValues(settings),
  });
  const { t } = useTranslation(ADMIN_NS);
  const submit = handleSubmit((body) => onSubmit(body));
  const errors: FieldErrors<SettingsFormValues> = formState.errors;
  const range = ({ unit, limits }: FieldSpec) =>
    t(unit === '%' ? 'settings.form.rangePercent' : 'settings.form.rangeEuros', limits);
  // The shared rule counts the deadlines in seconds, the form in minutes: its message gets its unit.
  const deadlineError = (message: string | undefined) =>
    message ? t('settings.form.deadlineError', { message }) : undefined;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={pending || undefined}
      aria-label={t('settings.form.label')}
    >
      <Stack gap={4}>
        {MONEY_GROUPS.map((group) => (
          <fieldset key={group.legend} className={styles.group}>
            <legend className={styles.legend}>{t(`settings.form.${group.legend}`)}</legend>
            <Grid min="13rem" repeat="auto-fill" gap={4}>
              {group.fields.map((field) => (
                <NumberField
                  key={field.name}
                  register={register}
                  name={field.name}
                  label={t(`settings.form.${field.label}`)}
                  hint={field.hint ? t(`settings.form.${field.hint}`, { range: range(field) }) : range(field)}
                  error={errors[field.name]?.message}
                  pending={pending}
                />
              ))}
            </Grid>
          </fieldset>
        ))}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('settings.form.deadlines')}</legend>
          <Grid min="13rem" repeat="auto-fill" gap={4}>
            {DEADLINES.map((deadline) => (
              <NumberField
                key={deadline.name}
                register={register}
                name={deadline.name}
                label={t(`settings.form.${deadline.label}`)}
                hint={t('settings.form.deadlineHint', {
                  purpose: t(`settings.form.${deadline.purpose}`),
                  default: minutesWords(settings.configured_deadlines[deadline.name]),
                  range: minutesRange(deadline.limits),
                })}
                placeholder={t('settings.form.deadlineDefault', {
                  default: minutesWords(settings.configured_deadlines[deadline.name]),
                })}
                error={deadlineError(errors[deadline.name]?.message)}
                pending={pending}
              />
            ))}
          </Grid>
        </fieldset>
        <Cluster justify="flex-end" gap={3}>
          <Button variant="ghost" onClick={() => reset()} disabled={pending || !formState.isDirty}>
            {t('settings.form.reset')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('settings.form.submit')}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}

interface NumberFieldProps {
  register: UseFormRegister<SettingsFormValues>;
  name: keyof SettingsFormValues;
  label: string;
  hint: string;
  error: string | undefined;
  pending: boolean;
  placeholder?: string;
}

function NumberField({ register, name, label, hint, error, pending, placeholder }: NumberFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      <Input
        {...register(name)}
        className={styles.amount}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        readOnly={pending}
        placeholder={placeholder}
      />
    </Field>
  );
}
