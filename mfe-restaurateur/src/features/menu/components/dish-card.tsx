import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, assetUrl, buttonClasses, formatPrice, type Plat } from '@teranga/shared-ui';
import { DeleteButton } from '../../../components/delete-button';
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
  const titleId = useId();
  const sales = plat.popular_count ?? 0;
  return (
    <article className={styles.dish} aria-labelledby={titleId} data-available={plat.is_available}>
      {plat.image_url ? (
        <img src={assetUrl(plat.image_url)} alt="" className={styles.dishImage} loading="lazy" />
      ) : (
        <div className={styles.dishImage} aria-hidden="true" />
      )}
      <div className={styles.dishBody}>
        <div className={styles.dishHeading}>
          <h3 id={titleId} className={styles.dishName}>
            {plat.name}
          </h3>
          <span className={styles.price}>{formatPrice(plat.price)}</span>
        </div>
        <p className={styles.dishDescription}>{plat.description}</p>
        <div className={styles.badges}>
          {plat.is_vegetarian && <Badge tone="success">Végé</Badge>}
          {plat.is_vegan && <Badge tone="success">Vegan</Badge>}
          {plat.is_spicy && <Badge tone="danger">Épicé</Badge>}
          <span className={styles.sales}>
            {sales} vente{sales > 1 ? 's' : ''}
          </span>
        </div>
        <div className={styles.dishActions}>
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
            {plat.is_available ? 'Disponible' : 'Indisponible'}
          </Button>
          {locked ? (
            <Button size="sm" variant="ghost" disabled aria-describedby={lockedNoteId}>
              Modifier<span className="tg-visually-hidden"> {plat.name}</span>
            </Button>
          ) : (
            <Link
              to={`${restaurateurPaths.menu}/${encodeURIComponent(plat.id)}/edit`}
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            >
              Modifier<span className="tg-visually-hidden"> {plat.name}</span>
            </Link>
          )}
          <DeleteButton
            what={plat.name}
            onClick={() => onDelete(plat)}
            locked={locked}
            lockedNoteId={lockedNoteId}
            className={styles.delete}
          />
        </div>
      </div>
    </article>
  );
}
