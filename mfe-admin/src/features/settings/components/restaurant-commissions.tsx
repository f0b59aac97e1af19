import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Cluster,
  Field,
  Heading,
  Input,
  Select,
  SETTINGS_LIMITS,
  Stack,
  Text,
  formatNumber,
  type PlatformSettings,
  type Restaurant,
} from '@teranga/shared-ui';
import { ConfirmDialog, QueryState, Table, type TableColumn } from '@teranga/shared-ui/area';
import { labelledColumn } from '../../../components/cell-label';
import { restaurantsQueryOptions } from '../../restaurants/api/get-restaurants';
import { useSetRestaurantCommission } from '../api/set-restaurant-commission';
import { commissionFormSchema, percentText, type CommissionFormValues } from '../lib/settings-form';
import styles from './settings.module.css';

type OwnRate = PlatformSettings['restaurant_commissions'][number];

const rateWords = (rate: number) => `${formatNumber(rate)} %`;

/**
 * 'Commissions par restaurant': the restaurants with a rate of their own, each back to the
 * platform's on demand, and the form that sets one for any restaurant of the list.
 */
export function RestaurantCommissions({ settings }: { settings: PlatformSettings }) {
  const titleId = useId();
  const save = useSetRestaurantCommission();
  const [clearing, setClearing] = useState<OwnRate | null>(null);
  const own = settings.restaurant_commissions;

  const columns: TableColumn<OwnRate>[] = [
    labelledColumn('restaurant', 'Restaurant', (row: OwnRate) => row.restaurant_name),
    labelledColumn('rate', 'Commission', (row: OwnRate) => (
      <span className={styles.rate}>{rateWords(row.commission_rate)}</span>
    )),
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">Actions</span>,
      align: 'end',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Rendre à « ${row.restaurant_name} » la commission de la plateforme`}
          onClick={() => setClearing(row)}
        >
          Taux de la plateforme
        </Button>
      ),
    },
  ];

  return (
    <Stack as="section" gap={3} aria-labelledby={titleId}>
      <Heading id={titleId}>Commissions par restaurant</Heading>
      <Text tone="muted">
        Un restaurant peut avoir sa propre commission : elle remplace celle de la plateforme (
        {rateWords(settings.commission_rate)}) pour ses prochaines commandes.
      </Text>
      {own.length === 0 ? (
        <Text>Aucun restaurant n’a sa propre commission : tous suivent celle de la plateforme.</Text>
      ) : (
        <Table
          caption="Restaurants ayant leur propre commission"
          columns={columns}
          rows={own}
          rowKey={(row) => row.restaurant_id}
          stacked
        />
      )}
      <CommissionForm
        own={own}
        pending={save.isPending}
        onSubmit={(restaurantId, rate, done) =>
          save.mutate({ restaurantId, commission_rate: rate }, { onSuccess: done })
        }
      />
      <ConfirmDialog
        open={clearing !== null}
        title="Commission de la plateforme"
        message={
          clearing
            ? `« ${clearing.restaurant_name} » suivra de nouveau la commission de la plateforme (${rateWords(settings.commission_rate)}) pour ses prochaines commandes.`
            : ''
        }
        confirmLabel="Appliquer le taux de la plateforme"
        loading={save.isPending}
        onConfirm={() => {
          // Closed whatever the outcome: the list shows what the server holds.
          if (clearing) {
            save.mutate(
              { restaurantId: clearing.restaurant_id, commission_rate: null },
              { onSettled: () => setClearing(null) },
            );
          }
        }}
        onCancel={() => setClearing(null)}
      />
    </Stack>
  );
}

interface CommissionFormProps {
  own: readonly OwnRate[];
  pending: boolean;
  onSubmit: (restaurantId: string, rate: number, done: () => void) => void;
}

/** Picks a restaurant of the admin's list and sets its own rate (its current one filled in). */
function CommissionForm({ own, pending, onSubmit }: CommissionFormProps) {
  const restaurants = useQuery(restaurantsQueryOptions());
  const { register, handleSubmit, setValue, reset, formState } = useForm<
    CommissionFormValues,
    unknown,
    { restaurant_id: string; commission_rate: number }
  >({
    resolver: zodResolver(commissionFormSchema),
    defaultValues: { restaurant_id: '', commission_rate: '' },
  });
  const ownRates = useMemo(() => new Map(own.map((row) => [row.restaurant_id, row.commission_rate])), [own]);
  const options = useMemo(
    () =>
      [...(restaurants.data ?? [])]
        .sort((a: Restaurant, b: Restaurant) => a.name.localeCompare(b.name, 'fr'))
        .map((restaurant) => {
          const rate = ownRates.get(restaurant.id);
          return {
            value: restaurant.id,
            label: rate === undefined ? restaurant.name : `${restaurant.name} (${rateWords(rate)})`,
          };
        }),
    [restaurants.data, ownRates],
  );
  const restaurantField = register('restaurant_id');
  const submit = handleSubmit(({ restaurant_id, commission_rate }) =>
    onSubmit(restaurant_id, commission_rate, () => reset()),
  );
  const { min, max } = SETTINGS_LIMITS.commissionPercent;

  return (
    <QueryState
      query={restaurants}
      loadingMessage="Chargement des restaurants..."
      errorMessage="Erreur lors du chargement des restaurants"
    >
      {() => (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-busy={pending || undefined}
          aria-label="Commission propre d’un restaurant"
        >
          <Stack gap={3}>
            <Cluster align="flex-start" gap={3}>
              <Field
                label="Restaurant"
                error={formState.errors.restaurant_id?.message}
                className={styles.restaurantField}
              >
                <Select
                  {...restaurantField}
                  options={options}
                  placeholder="Choisir un restaurant"
                  disabled={pending}
                  onChange={(event) => {
                    void restaurantField.onChange(event);
                    const rate = ownRates.get(event.target.value);
                    setValue('commission_rate', rate === undefined ? '' : percentText(rate));
                  }}
                />
              </Field>
              <Field
                label="Commission propre (%)"
                hint={`De ${min} à ${max} %.`}
                error={formState.errors.commission_rate?.message}
                className={styles.rateField}
              >
                <Input
                  {...register('commission_rate')}
                  className={styles.amount}
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  readOnly={pending}
                />
              </Field>
            </Cluster>
            <Cluster justify="flex-end">
              <Button type="submit" variant="secondary" loading={pending}>
                Enregistrer la commission
              </Button>
            </Cluster>
          </Stack>
        </form>
      )}
    </QueryState>
  );
}
