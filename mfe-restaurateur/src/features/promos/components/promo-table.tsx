import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  PROMO_STATE_TONES,
  promoConditionTexts,
  promoDiscountText,
  promoState,
  promoUsesText,
  promoValidityText,
  type Promo,
} from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import { RichText } from '../../../components/rich-text';
import { StackedLabel } from '../../../components/stacked-label';
import { RESTAURATEUR_NS } from '../../../i18n';
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
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
  const columns: TableColumn<Promo>[] = [
    {
      key: 'code',
      header: t('promos.table.code'),
      render: (promo) => <strong className={styles.code}>{promo.code}</strong>,
    },
    {
      key: 'discount',
      header: t('promos.table.discount'),
      render: (promo) => (
        <span className={styles.nowrap}>
          <StackedLabel>{t('promos.table.discount')}</StackedLabel>
          {promoDiscountText(promo)}
        </span>
      ),
    },
    {
      key: 'conditions',
      header: t('promos.table.conditions'),
      render: (promo) => {
        const conditions = promoConditionTexts(promo);
        return (
          <>
            <StackedLabel>{t('promos.table.conditions')}</StackedLabel>
            {conditions.length === 0 ? t('promos.table.noConditions') : conditions.join(' · ')}
          </>
        );
      },
    },
    {
      key: 'validity',
      header: t('promos.table.validity'),
      render: (promo) => (
        <>
          <StackedLabel>{t('promos.table.validity')}</StackedLabel>
          {promoValidityText(promo, timeZone)}
        </>
      ),
    },
    {
      key: 'uses',
      header: t('promos.table.uses'),
      align: 'end',
      render: (promo) => (
        <span className={styles.nowrap}>
          <StackedLabel>{t('promos.table.uses')}</StackedLabel>
          {promoUsesText(promo)}
        </span>
      ),
    },
    {
      key: 'state',
      header: t('promos.table.state'),
      render: (promo) => {
        const state = promoState(promo, now);
        return <Badge tone={PROMO_STATE_TONES[state]}>{t(`common:labels.promoState.${state}`)}</Badge>;
      },
    },
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">{t('promos.table.actions')}</span>,
      align: 'end',
      render: (promo) =>
        promo.is_active ? (
          <Button variant="ghost" size="sm" onClick={() => onDeactivate(promo)}>
            <RichText k="promos.deactivate.action" values={{ code: promo.code }} />
          </Button>
        ) : null,
    },
  ];
  return (
    <Table caption={t('promos.table.caption')} columns={columns} rows={promos} rowKey={(promo) => promo.id} stacked />
  );
}
