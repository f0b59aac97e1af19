import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  i18n,
  intlLocale,
  type PlatformSettings,
  type Restaurant,
} from '@teranga/shared-ui';
import { ConfirmDialog, QueryState, Table, type TableColumn } from '@teranga/shared-ui/area';
import { labelledColumn } from '../../../components/cell-label';
import { restaurantsQueryOptions } from '../../restaurants/api/get-restaurants';
import { useSetRestaurantCommission } from '../api/set-restaurant-commission';
import { makeCommissionFormSchema, percentText, type CommissionFormValues } from '../lib/settings-form';
import { ADMIN_NS } from '../../../i18n';
import styles from './settings.module.css';

type OwnRate = PlatformSettings['restaurant_commissions'][number];

const rateWords = (rate: number) => i18n.t('admin:settings.commissions.percent', { rate: formatNumber(rate) });

/**
 * 'Commissions par restaurant': the restaurants with a rate of their own, each back to the
 * platform's on demand, and the form that sets one for any restaurant of the list.
 */
export function RestaurantCommissions({ settings }: { settings: PlatformSettings }) {
  const { t } = useTranslation(ADMIN_NS);
  const titleId = useId();
  const save = useSetRestaurantCommission();
  const [clearing, setClearing] = useState<OwnRate | null>(null);
  const own = settings.restaurant_commissions;

  const columns: TableColumn<OwnRate>[] = [
    labelledColumn('restaurant', t('settings.commissions.restaurant'), (row: OwnRate) => row.restaurant_name),
    labelledColumn('rate', t('settings.commissions.rate'), (row: OwnRate) => (
      <span className={styles.rate}>{rateWords(row.commission_rate)}</span>
    )),
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">{t('shared.actions')}</span>,
      align: 'end',
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('settings.commissions.backToPlatformOf', { name: row.restaurant_name })}
          onClick={() => setClearing(row)}
        >
          {t('settings.commissions.backToPlatform')}
        </Button>
      ),
    },
  ];

  return (
    <Stack as="section" gap={3} aria-labelledby={titleId}>
      <Heading id={titleId}>{t('settings.commissions.title')}</Heading>
      <Text tone="muted">{t('settings.commissions.intro', { rate: rateWords(settings.commission_rate) })}</Text>
      {own.length === 0 ? (
        <Text>{t('settings.commissions.none')}</Text>
      ) : (
        <Table
          caption={t('settings.commissions.caption')}
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
        title={t('settings.commissions.confirmTitle')}
        message={
          clearing
            ? t('settings.commissions.confirmMessage', {
                name: clearing.restaurant_name,
                rate: rateWords(settings.commission_rate),
              })
            : ''
        }
        confirmLabel={t('settings.commissions.confirm')}
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
  const { t } = useTranslation(ADMIN_NS);
  const restaurants = useQuery(restaurantsQueryOptions());
  // Its message in the page's language (a new `t` comes with a change of language).
  const schema = useMemo(() => makeCommissionFormSchema(t), [t]);
  const { register, handleSubmit, setValue, reset, formState } = useForm<
    CommissionFormValues,
    unknown,
    { restaurant_id: string; commission_rate: number }
  >({
    resolver: zodResolver(schema),
    defaultValues: { restaurant_id: '', commission_rate: '' },
  });
  const ownRates = useMemo(() => new Map(own.map((row) => [row.restaurant_id, row.commission_rate])), [own]);
  const locale = intlLocale();
  const options = useMemo(
    () =>
      [...(restaurants.data ?? [])]
        .sort((a: Restaurant, b: Restaurant) => a.name.localeCompare(b.name, locale))
        .map((restaurant) => {
          const rate = ownRates.get(restaurant.id);
          return {
            value: restaurant.id,
            label:
              rate === undefined
                ? restaurant.name
                : t('settings.commissions.option', { name: restaurant.name, rate: rateWords(rate) }),
          };
        }),
    [restaurants.data, ownRates, locale, t],
  );
  const restaurantField = register('restaurant_id');
  const submit = handleSubmit(({ restaurant_id, commission_rate }) =>
    onSubmit(restaurant_id, commission_rate, () => reset()),
  );
  const { min, max } = SETTINGS_LIMITS.commissionPercent;

  return (
    <QueryState
      query={restaurants}
      loadingMessage={t('settings.commissions.loading')}
      errorMessage={t('settings.commissions.loadFailed')}
    >
      {() => (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-busy={pending || undefined}
          aria-label={t('settings.commissions.formLabel')}
        >
          <Stack gap={3}>
            <Cluster align="flex-start" gap={3}>
              <Field
                label={t('settings.commissions.restaurant')}
                error={formState.errors.restaurant_id?.message}
                className={styles.restaurantField}
              >
                <Select
                  {...restaurantField}
                  options={options}
                  placeholder={t('settings.commissions.choose')}
                  disabled={pending}
                  onChange={(event) => {
                    void restaurantField.onChange(event);
                    const rate = ownRates.get(event.target.value);
                    setValue('commission_rate', rate === undefined ? '' : percentText(rate));
                  }}
                />
              </Field>
              <Field
                label={t('settings.commissions.own')}
                hint={t('settings.commissions.ownHint', { min, max })}
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
                {t('settings.commissions.submit')}
              </Button>
            </Cluster>
          </Stack>
        </form>
      )}
    </QueryState>
  );
}
