import {
  Badge,
  Button,
  DEFAULT_TIME_ZONE,
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
import { labelledColumn } from '../../../components/cell-label';
import styles from './promotions.module.css';

interface PromosTableProps {
  promos: readonly Promo[];
  now: number;
  /** The code being switched off, if any. */
  busyId: string | null;
  onDeactivate: (promo: Promo) => void;
}

/** Who pays the discount: the platform, or the restaurant that created the code. */
const fundedByText = (promo: Pick<Promo, 'funded_by' | 'restaurant_name'>) =>
  promo.funded_by === 'platform' ? 'Plateforme' : `Restaurant « ${promo.restaurant_name ?? '—'} »`;

function Conditions({ promo }: { promo: Promo }) {
  const lines = promoConditionTexts(promo);
  if (lines.length === 0) return <span className={styles.muted}>Aucune</span>;
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Every code with what it gives, when, who pays it and how often it was used: a table, cards on a phone. */
export function PromosTable({ promos, now, busyId, onDeactivate }: PromosTableProps) {
  const columns: TableColumn<Promo>[] = [
    labelledColumn('code', 'Code', (promo: Promo) => <span className={styles.code}>{promo.code}</span>),
    labelledColumn('discount', 'Réduction', (promo: Promo) => promoDiscountText(promo)),
    labelledColumn('conditions', 'Conditions', (promo: Promo) => <Conditions promo={promo} />),
    // The dates of Paris, as the form takes them.
    labelledColumn('validity', 'Validité', (promo: Promo) => promoValidityText(promo, DEFAULT_TIME_ZONE)),
    labelledColumn('funded', 'Financé par', (promo: Promo) => fundedByText(promo)),
    labelledColumn('uses', 'Utilisations', (promo: Promo) => (
      <span className={styles.uses}>{promoUsesText(promo)}</span>
    )),
    labelledColumn('state', 'État', (promo: Promo) => {
      const state = promoState(promo, now);
      return <Badge tone={PROMO_STATE_TONES[state]}>{PROMO_STATE_LABELS[state]}</Badge>;
    }),
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">Actions</span>,
      align: 'end',
      render: (promo) =>
        promo.is_active ? (
          <Button
            size="sm"
            variant="danger"
            aria-label={`Désactiver le code ${promo.code}`}
            loading={busyId === promo.id}
            onClick={() => onDeactivate(promo)}
          >
            Désactiver
          </Button>
        ) : null,
    },
  ];
  return (
    <Table
      caption="Codes promo, des plus récents aux plus anciens"
      columns={columns}
      rows={promos}
      rowKey={(promo) => promo.id}
      emptyMessage="Aucun code promo"
      stacked
    />
  );
}
