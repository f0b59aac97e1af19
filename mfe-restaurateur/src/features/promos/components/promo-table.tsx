import {
  Badge,
  Button,
  PROMO_STATE_LABELS,
  PROMO_STATE_TONES,
  promoConditionTexts,
  promoDiscountText,
  promoState,
  promoUsesText,
  promoValidityText,
  type Promo,
} from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import { StackedLabel } from '../../../components/stacked-label';
import styles from './promos.module.css';

export interface PromoTableProps {
  promos: Promo[];
  /** The restaurant's zone: a code's dates are its local times. */
  timeZone: string;
  now: number;
  onDeactivate: (promo: Promo) => void;
}

/** The restaurant's codes, one per row (one card per code on a phone). */
export function PromoTable({ promos, timeZone, now, onDeactivate }: PromoTableProps) {
  const columns: TableColumn<Promo>[] = [
    { key: 'code', header: 'Code', render: (promo) => <strong className={styles.code}>{promo.code}</strong> },
    {
      key: 'discount',
      header: 'Réduction',
      render: (promo) => (
        <span className={styles.nowrap}>
          <StackedLabel>Réduction</StackedLabel>
          {promoDiscountText(promo)}
        </span>
      ),
    },
    {
      key: 'conditions',
      header: 'Conditions',
      render: (promo) => {
        const conditions = promoConditionTexts(promo);
        return (
          <>
            <StackedLabel>Conditions</StackedLabel>
            {conditions.length === 0 ? 'Aucune' : conditions.join(' · ')}
          </>
        );
      },
    },
    {
      key: 'validity',
      header: 'Validité',
      render: (promo) => (
        <>
          <StackedLabel>Validité</StackedLabel>
          {promoValidityText(promo, timeZone)}
        </>
      ),
    },
    {
      key: 'uses',
      header: 'Utilisations',
      align: 'end',
      render: (promo) => (
        <span className={styles.nowrap}>
          <StackedLabel>Utilisations</StackedLabel>
          {promoUsesText(promo)}
        </span>
      ),
    },
    {
      key: 'state',
      header: 'État',
      render: (promo) => {
        const state = promoState(promo, now);
        return <Badge tone={PROMO_STATE_TONES[state]}>{PROMO_STATE_LABELS[state]}</Badge>;
      },
    },
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">Actions</span>,
      align: 'end',
      render: (promo) =>
        promo.is_active ? (
          <Button variant="ghost" size="sm" onClick={() => onDeactivate(promo)}>
            Désactiver<span className="tg-visually-hidden"> le code {promo.code}</span>
          </Button>
        ) : null,
    },
  ];
  return <Table caption="Vos codes promo" columns={columns} rows={promos} rowKey={(promo) => promo.id} stacked />;
}
