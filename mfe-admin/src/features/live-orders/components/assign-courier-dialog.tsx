import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, Text, shortId, type User } from '@teranga/shared-ui';
import { Modal, QueryState } from '@teranga/shared-ui/area';
import { usersQueryOptions } from '../../users/api/get-users';
import type { BoardRow } from '../lib/board';
import styles from './live-orders.module.css';

interface AssignCourierDialogProps {
  /** The row whose waiting delivery gets a courier; null when the dialog is closed. */
  row: BoardRow | null;
  /** Couriers carrying a delivery on the board, with the order they carry. */
  busyCouriers: ReadonlyMap<string, string>;
  pending: boolean;
  onAssign: (livreurId: string) => void;
  onClose: () => void;
}

interface Candidate {
  courier: User;
  /** The order the board shows them carrying, if any: the API will refuse them a second one. */
  carrying: string | undefined;
}

/** Active, validated couriers (the only ones the API accepts), free ones first, then by name. */
function candidates(couriers: readonly User[], busy: ReadonlyMap<string, string>): Candidate[] {
  return couriers
    .filter((courier) => courier.is_active && courier.is_verified)
    .map((courier) => ({ courier, carrying: busy.get(courier.id) }))
    .sort(
      (a, b) =>
        Number(a.carrying !== undefined) - Number(b.carrying !== undefined) ||
        a.courier.name.localeCompare(b.courier.name, 'fr'),
    );
}

function CourierChoice({
  couriers,
  busy,
  selected,
  onSelect,
  disabled,
}: {
  couriers: readonly User[];
  busy: ReadonlyMap<string, string>;
  selected: string | null;
  onSelect: (id: string) => void;
  disabled: boolean;
}) {
  const choices = useMemo(() => candidates(couriers, busy), [couriers, busy]);
  if (choices.length === 0) {
    return (
      <EmptyState
        title="Aucun livreur disponible"
        description="Aucun livreur n’a de compte actif et validé pour le moment."
      />
    );
  }
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.legendText}>Livreur</legend>
      {choices.map(({ courier, carrying }) => (
        <label key={courier.id} className={styles.choice}>
          <input
            type="radio"
            name="livreur"
            value={courier.id}
            checked={selected === courier.id}
            onChange={() => onSelect(courier.id)}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceName}>{courier.name}</span>
            <span className={styles.reason}>
              {carrying ? `Livraison en cours (commande #${shortId(carrying)})` : 'Disponible'}
              {' · '}
              {courier.phone}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Gives a waiting delivery to a courier: the one-delivery-at-a-time rule stays the API's. */
export function AssignCourierDialog({ row, busyCouriers, pending, onAssign, onClose }: AssignCourierDialogProps) {
  const open = row !== null;
  const couriers = useQuery({ ...usersQueryOptions('livreur'), enabled: open });
  const [choice, setChoice] = useState<{ rowId: string; livreurId: string } | null>(null);
  const selected = choice && row && choice.rowId === row.order.id ? choice.livreurId : null;
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Attribuer un livreur"
      description={
        row
          ? `Commande #${shortId(row.order.id)} · ${row.order.restaurant_name} → ${row.order.delivery_address}`
          : undefined
      }
      initialFocusRef={closeRef}
      dismissible={!pending}
      footer={
        <>
          <Button ref={closeRef} variant="ghost" onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button disabled={!selected} loading={pending} onClick={() => selected && onAssign(selected)}>
            Attribuer
          </Button>
        </>
      }
    >
      {row && (
        <QueryState
          query={couriers}
          loadingMessage="Chargement des livreurs..."
          errorMessage="Erreur lors du chargement des livreurs"
        >
          {(list) => (
            <>
              <Text size="sm" tone="muted" className={styles.choiceIntro}>
                Un livreur ne porte qu’une livraison à la fois : l’attribution est refusée s’il en a déjà une.
              </Text>
              <CourierChoice
                couriers={list}
                busy={busyCouriers}
                selected={selected}
                onSelect={(livreurId) => setChoice({ rowId: row.order.id, livreurId })}
                disabled={pending}
              />
            </>
          )}
        </QueryState>
      )}
    </Modal>
  );
}
