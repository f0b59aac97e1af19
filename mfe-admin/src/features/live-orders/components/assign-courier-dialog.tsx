import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Text, intlLocale, shortId, type User } from '@teranga/shared-ui';
import { Modal, QueryState } from '@teranga/shared-ui/area';
import { usersQueryOptions } from '../../users/api/get-users';
import type { BoardRow } from '../lib/board';
import { ADMIN_NS } from '../../../i18n';
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

/** Active, validated couriers (the only ones the API accepts), free ones first, then by name in `locale`'s order. */
function candidates(couriers: readonly User[], busy: ReadonlyMap<string, string>, locale: string): Candidate[] {
  return couriers
    .filter((courier) => courier.is_active && courier.is_verified)
    .map((courier) => ({ courier, carrying: busy.get(courier.id) }))
    .sort(
      (a, b) =>
        Number(a.carrying !== undefined) - Number(b.carrying !== undefined) ||
        a.courier.name.localeCompare(b.courier.name, locale),
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
  const { t } = useTranslation(ADMIN_NS);
  const locale = intlLocale();
  const choices = useMemo(() => candidates(couriers, busy, locale), [couriers, busy, locale]);
  if (choices.length === 0) {
    return <EmptyState title={t('live.assign.noneTitle')} description={t('live.assign.noneText')} />;
  }
  return (
    <fieldset className={styles.choices} disabled={disabled}>
      <legend className={styles.legendText}>{t('live.assign.legend')}</legend>
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
              {carrying ? t('live.assign.busy', { id: shortId(carrying) }) : t('live.assign.free')}
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
  const { t } = useTranslation(ADMIN_NS);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('live.assign.title')}
      description={
        row
          ? t('live.assign.description', {
              id: shortId(row.order.id),
              restaurant: row.order.restaurant_name,
              address: row.order.delivery_address,
            })
          : undefined
      }
      initialFocusRef={closeRef}
      dismissible={!pending}
      footer={
        <>
          <Button ref={closeRef} variant="ghost" onClick={onClose} disabled={pending}>
            {t('shared.cancel')}
          </Button>
          <Button disabled={!selected} loading={pending} onClick={() => selected && onAssign(selected)}>
            {t('live.assign.submit')}
          </Button>
        </>
      }
    >
      {row && (
        <QueryState
          query={couriers}
          loadingMessage={t('live.assign.loading')}
          errorMessage={t('live.assign.loadFailed')}
        >
          {(list) => (
            <>
              <Text size="sm" tone="muted" className={styles.choiceIntro}>
                {t('live.assign.intro')}
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
