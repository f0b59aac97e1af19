import {
  Badge,
  Button,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  formatDateTime,
  orderStatusTone,
  shortId,
} from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import {
  LATE_REASON_LABELS,
  awaitsCourier,
  courierAlertDetail,
  formatAge,
  isTakeAway,
  type BoardRow,
} from '../lib/board';
import styles from './live-orders.module.css';

interface LiveBoardTableProps {
  rows: readonly BoardRow[];
  courierNames: ReadonlyMap<string, string>;
  onAssign: (row: BoardRow) => void;
  onCancel: (row: BoardRow) => void;
}

/** Shown in front of each value when the rows stack into cards on narrow screens (the header row is hidden there). */
const CellLabel = ({ children }: { children: string }) => (
  <span className={styles.cellLabel} aria-hidden="true">
    {children}
  </span>
);

/** How the order reaches its client, when it is not the usual delivery as soon as possible. */
function Fulfillment({ row }: { row: BoardRow }) {
  const takeAway = isTakeAway(row.order);
  if (!takeAway && !row.scheduled) return null;
  return (
    <span className={styles.fulfillment}>
      {takeAway && <Badge tone="info">À emporter</Badge>}
      {row.scheduled && <Badge tone="neutral">{row.scheduled}</Badge>}
    </span>
  );
}

function Courier({ row, names }: { row: BoardRow; names: ReadonlyMap<string, string> }) {
  if (isTakeAway(row.order)) return <span className={styles.muted}>Pas de livraison</span>;
  const livreurId = row.delivery?.livreur_id;
  if (!livreurId) return <span className={styles.muted}>Aucun</span>;
  const name = names.get(livreurId);
  return name ? <span>{name}</span> : <span className={styles.mono}>#{shortId(livreurId)}</span>;
}

function Alerts({ row }: { row: BoardRow }) {
  const locked = row.delivery?.pin_locked === true;
  if (!row.late && !locked && !row.courierAlert) return <span className={styles.muted}>—</span>;
  const detail = courierAlertDetail(row.courierAlertMinutes);
  return (
    <div className={styles.alerts}>
      {row.late && (
        <span className={styles.alert}>
          {/* The row's colour comes from this badge (CSS :has), the words say it without colour. */}
          <Badge tone="danger" className={styles.lateBadge}>
            En retard
          </Badge>
          <span className={styles.reason}>{LATE_REASON_LABELS[row.late]}</span>
        </span>
      )}
      {locked && (
        <span className={styles.alert}>
          <Badge tone="warning">Code bloqué</Badge>
          <span className={styles.reason}>5 codes faux : à terminer par un administrateur</span>
        </span>
      )}
      {row.courierAlert && (
        <span className={styles.alert}>
          <Badge tone="warning">Sans livreur</Badge>
          {/* The space keeps the sentence whole for screen readers: 'Sans livreur depuis plus de 12 min'. */}
          {detail && (
            <>
              {' '}
              <span className={styles.reason}>{detail}</span>
            </>
          )}
        </span>
      )}
    </div>
  );
}

function RowActions({
  row,
  onAssign,
  onCancel,
}: { row: BoardRow } & Pick<LiveBoardTableProps, 'onAssign' | 'onCancel'>) {
  // The order's number completes each button's name for screen readers, among identical buttons
  // ('Annuler la commande n° a1b20005').
  const number = `n° ${shortId(row.order.id)}`;
  return (
    <div className={styles.actions}>
      {awaitsCourier(row) && (
        <Button size="sm" variant="secondary" onClick={() => onAssign(row)}>
          Attribuer un livreur<span className="tg-visually-hidden"> à la commande {number}</span>
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={() => onCancel(row)}>
        Annuler la commande<span className="tg-visually-hidden"> {number}</span>
      </Button>
    </div>
  );
}

export function LiveBoardTable({ rows, courierNames, onAssign, onCancel }: LiveBoardTableProps) {
  const columns: TableColumn<BoardRow>[] = [
    {
      key: 'order',
      header: 'Commande',
      render: (row) => (
        <>
          <CellLabel>Commande</CellLabel>
          <span className={styles.mono}>#{shortId(row.order.id)}</span>
          <Fulfillment row={row} />
        </>
      ),
    },
    {
      key: 'status',
      header: 'Statut',
      render: ({ order }) => (
        <>
          <CellLabel>Statut</CellLabel>
          <span className={styles.status}>
            <Badge tone={orderStatusTone(order.status)}>{ORDER_STATUS_LABELS[order.status] ?? order.status}</Badge>
            {/* Tells a card order the client has not paid (not late for the kitchen) from one it must confirm. */}
            {order.status === 'en_attente' && (
              <span className={styles.reason}>{PAYMENT_STATUS_LABELS[order.payment_status]}</span>
            )}
          </span>
        </>
      ),
    },
    {
      key: 'age',
      header: 'Âge',
      render: ({ order, ageMinutes }) => (
        <>
          <CellLabel>Passée</CellLabel>
          <time dateTime={order.created_at} title={formatDateTime(order.created_at)}>
            {formatAge(ageMinutes)}
          </time>
        </>
      ),
    },
    {
      key: 'restaurant',
      header: 'Restaurant',
      render: ({ order }) => (
        <>
          <CellLabel>Restaurant</CellLabel>
          {order.restaurant_name}
        </>
      ),
    },
    {
      key: 'courier',
      header: 'Livreur',
      render: (row) => (
        <>
          <CellLabel>Livreur</CellLabel>
          <Courier row={row} names={courierNames} />
        </>
      ),
    },
    {
      key: 'alerts',
      header: 'Alertes',
      render: (row) => (
        <>
          <CellLabel>Alertes</CellLabel>
          <Alerts row={row} />
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">Actions</span>,
      align: 'end',
      render: (row) => <RowActions row={row} onAssign={onAssign} onCancel={onCancel} />,
    },
  ];

  return (
    <Table
      caption="Commandes en cours, les retards d’abord puis les plus anciennes"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.order.id}
      emptyMessage="Aucune commande en cours"
      stacked
      className={styles.table}
    />
  );
}
