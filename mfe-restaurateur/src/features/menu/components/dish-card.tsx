import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, Button, assetUrl, buttonClasses, formatPrice, type Plat } from '@teranga/shared-ui';
import { Card, Cluster, Heading, Stack, Text } from '@teranga/shared-ui';
import { DeleteButton } from '../../../components/delete-button';
import { RichText } from '../../../components/rich-text';
import { RESTAURATEUR_NS } from '../../../i18n';
import { restaurateurPaths } from '../../layout/paths';
import styles from './menu.module.css';

export interface DishCardProps {
  plat: Plat;
  /** True while this dish's availability is being saved. */
  toggling: boolean;
  onToggle: (plat: Plat) => void;
  onDelete: (plat: Plat) => void;
  /** Write actions are off (account awaiting validation); `lockedNoteId` says why. */
  locked: boolean;
  lockedNoteId?: string;
}

export function DishCard({ plat, toggling, onToggle, onDelete, locked, lockedNoteId }: DishCardProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const titleId = useId();
  return (
    <Card
      as="article"
      padding="none"
      className={styles.dish}
      aria-labelledby={titleId}
      data-available={plat.is_available}
    >
      {plat.image_url ? (
        <img src={assetUrl(plat.image_url)} alt="" className={styles.dishImage} loading="lazy" />
      ) : (
        <div className={styles.dishImage} aria-hidden="true" />
      )}
      <Stack gap={2} className={styles.dishBody}>
        <Cluster align="baseline" justify="space-between" gap={3} wrap={false}>
          <Heading as="h3" id={titleId}>
            {plat.name}
          </Heading>
          <Text as="span" tone="primary" weight="bold" className={styles.price}>
            {formatPrice(plat.price)}
          </Text>
        </Cluster>
        <Text size="sm" tone="muted">
          {plat.description}
        </Text>
        <Cluster>
          {plat.is_vegetarian && <Badge tone="success">{t('menu.card.vegetarian')}</Badge>}
          {plat.is_vegan && <Badge tone="success">{t('menu.card.vegan')}</Badge>}
          {plat.is_spicy && <Badge tone="danger">{t('menu.card.spicy')}</Badge>}
          <Text as="span" size="sm" tone="muted" className={styles.sales}>
            {t('menu.card.sales', { count: plat.popular_count ?? 0 })}
          </Text>
        </Cluster>
        <Cluster className={styles.dishActions}>
          <Button
            size="sm"
            variant={plat.is_available ? 'secondary' : 'ghost'}
            className={plat.is_available ? styles.available : styles.unavailable}
            aria-pressed={plat.is_available}
            aria-describedby={locked ? lockedNoteId : undefined}
            loading={toggling}
            disabled={locked}
            onClick={() => onToggle(plat)}
          >
            {plat.is_available ? t('menu.card.available') : t('menu.card.unavailable')}
          </Button>
          {locked ? (
            <Button size="sm" variant="ghost" disabled aria-describedby={lockedNoteId}>
              <RichText k="menu.card.edit" values={{ name: plat.name }} />
            </Button>
          ) : (
            <Link
              to={`${restaurateurPaths.menu}/${encodeURIComponent(plat.id)}/edit`}
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            >
              <RichText k="menu.card.edit" values={{ name: plat.name }} />
            </Link>
          )}
          <DeleteButton
            what={plat.name}
            onClick={() => onDelete(plat)}
            locked={locked}
            lockedNoteId={lockedNoteId}
            className={styles.delete}
          />
        </Cluster>
      </Stack>
    </Card>
  );
}
