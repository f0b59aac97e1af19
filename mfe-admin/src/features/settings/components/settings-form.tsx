import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import styles from './settings.module.css';

type Limits = { min: number; max: number };

interface FieldSpec {
  name: Exclude<keyof SettingsFormValues, DeadlineField>;
  label: string;
  hint: string;
}

const range = ({ min, max }: Limits, unit: string) => `De ${min} à ${max} ${unit}.`;
const { commissionPercent, courierPayEuros, courierPerKmEuros, deliveryFeeEuros, vatPercent } = SETTINGS_LIMITS;

/** The amounts and rates, grouped as an admin thinks of them. */
const MONEY_GROUPS: readonly { legend: string; fields: readonly FieldSpec[] }[] = [
  {
    legend: 'Commission et frais de livraison',
    fields: [
      {
        name: 'commission_rate',
        label: 'Commission (%)',
        hint: `Sur les plats vendus par les restaurants. ${range(commissionPercent, '%')}`,
      },
      {
        name: 'delivery_fee',
        label: 'Frais de livraison (€)',
        hint: `Payés par le client à chaque livraison. ${range(deliveryFeeEuros, '€')}`,
      },
    ],
  },
  {
    legend: 'Rémunération livreur',
    fields: [
      { name: 'courier_base_pay', label: 'Base (€)', hint: `Par livraison. ${range(courierPayEuros, '€')}` },
      {
        name: 'courier_pay_per_km',
        label: 'Par km (€)',
        hint: `Par km de la livraison. ${range(courierPerKmEuros, '€')}`,
      },
      {
        name: 'courier_min_pay',
        label: 'Minimum (€)',
        hint: `Quelle que soit la distance. ${range(courierPayEuros, '€')}`,
      },
    ],
  },
  {
    legend: 'TVA des reçus',
    fields: [
      { name: 'vat_food_rate', label: 'TVA plats (%)', hint: range(vatPercent, '%') },
      { name: 'vat_delivery_rate', label: 'TVA livraison et service (%)', hint: range(vatPercent, '%') },
    ],
  },
];

const DEADLINES: readonly { name: DeadlineField; label: string; purpose: string; limits: Limits }[] = [
  {
    name: 'accept_window_s',
    label: 'Acceptation (min)',
    purpose: 'Une commande que le restaurant n’a pas acceptée à temps est annulée.',
    limits: SETTINGS_LIMITS.acceptWindowS,
  },
  {
    name: 'unpaid_ttl_s',
    label: 'Paiement (min)',
    purpose: 'Une commande par carte non payée à temps est annulée.',
    limits: SETTINGS_LIMITS.unpaidTtlS,
  },
  {
    name: 'courier_alert_s',
    label: 'Alerte livreur (min)',
    purpose: 'Une commande toujours sans livreur après ce délai est signalée.',
    limits: SETTINGS_LIMITS.courierAlertS,
  },
];

/** The shared rule counts the deadlines in seconds, the form in minutes: its message gets its unit. */
const deadlineError = (message: string | undefined) => (message ? `${message} secondes` : undefined);

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
  const submit = handleSubmit((body) => onSubmit(body));
  const errors: FieldErrors<SettingsFormValues> = formState.errors;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={pending || undefined}
      aria-label="Paramètres de la plateforme"
    >
      <Stack gap={4}>
        {MONEY_GROUPS.map((group) => (
          <fieldset key={group.legend} className={styles.group}>
            <legend className={styles.legend}>{group.legend}</legend>
            <Grid min="13rem" repeat="auto-fill" gap={4}>
              {group.fields.map((field) => (
                <NumberField
                  key={field.name}
                  register={register}
                  name={field.name}
                  label={field.label}
                  hint={field.hint}
                  error={errors[field.name]?.message}
                  pending={pending}
                />
              ))}
            </Grid>
          </fieldset>
        ))}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Délais de la cuisine</legend>
          <Grid min="13rem" repeat="auto-fill" gap={4}>
            {DEADLINES.map((deadline) => (
              <NumberField
                key={deadline.name}
                register={register}
                name={deadline.name}
                label={deadline.label}
                hint={`${deadline.purpose} Défaut du serveur : ${minutesWords(settings.configured_deadlines[deadline.name])} (laisser vide), ${minutesRange(deadline.limits)}.`}
                placeholder={`Défaut : ${minutesWords(settings.configured_deadlines[deadline.name])}`}
                error={deadlineError(errors[deadline.name]?.message)}
                pending={pending}
              />
            ))}
          </Grid>
        </fieldset>
        <Cluster justify="flex-end" gap={3}>
          <Button variant="ghost" onClick={() => reset()} disabled={pending || !formState.isDirty}>
            Annuler les modifications
          </Button>
          <Button type="submit" loading={pending}>
            Enregistrer les paramètres
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
