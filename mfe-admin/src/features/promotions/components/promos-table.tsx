import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  DEFAULT_TIME_ZONE,
  PROMO_STATE_TONES,
  i18n,
  promoConditionTexts,
  promoDiscountText,
  promoState,
  promoUsesText,
  promoValidityText,
  type Promo,
} from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import { labelledColumn } from '../../../components/cell-label';
import { ADMIN_NS } from '../../../i18n';
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
  promo.funded_by === 'platform'
    ? i18n.t('admin:promotions.table.platform')
    : i18n.t('admin:promotions.table.restaurant', { name: promo.restaurant_name ?? '—' });

function Conditions({ promo }: { promo: Promo }) {
  const { t } = useTranslation(ADMIN_NS);
  const lines = promoConditionTexts(promo);
  if (lines.length === 0) return <span className={styles.muted}>{t('promotions.table.noConditions')}</span>;
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
  const { t } = useTranslation([ADMIN_NS, 'common']);
  const columns: TableColumn<Promo>[] = [
    labelledColumn('code', t('promotions.table.code'), (promo: Promo) => (
      <span className={styles.code}>{promo.code}</span>
    )),
    labelledColumn('discount', t('promotions.table.discount'), (promo: Promo) => promoDiscountText(promo)),
    labelledColumn('conditions', t('promotions.table.conditions'), (promo: Promo) => <Conditions promo={promo} />),
    // The dates of Paris, as the form takes them.
    labelledColumn('validity', t('promotions.table.validity'), (promo: Promo) =>
      promoValidityText(promo, DEFAULT_TIME_ZONE),
    ),
    labelledColumn('funded', t('promotions.table.fundedBy'), (promo: Promo) => fundedByText(promo)),
    labelledColumn('uses', t('promotions.table.uses'), (promo: Promo) => (
      <span className={styles.uses}>{promoUsesText(promo)}</span>
    )),
    labelledColumn('state', t('promotions.table.state'), (promo: Promo) => {
      const state = promoState(promo, now);
      return <Badge tone={PROMO_STATE_TONES[state]}>{t(`common:labels.promoState.${state}`)}</Badge>;
    }),
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">{t('shared.actions')}</span>,
      align: 'end',
      render: (promo) =>
        promo.is_active ? (
          <Button
            size="sm"
            variant="danger"
            aria-label={t('promotions.table.deactivateCode', { code: promo.code })}
            loading={busyId === promo.id}
            onClick={() => onDeactivate(promo)}
          >
            {t('promotions.table.deactivate')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Table
      caption={t('promotions.table.caption')}
      columns={columns}
      rows={promos}
      rowKey={(promo) => promo.id}
      emptyMessage={t('promotions.empty')}
      stacked
    />
  );
}
