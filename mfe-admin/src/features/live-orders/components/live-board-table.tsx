import { Trans, useTranslation } from 'react-i18next';
import { Badge, Button, formatDateTime, orderStatusTone, shortId } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import {
  LATE_REASON_LABELS,
  awaitsCourier,
  courierAlertDetail,
  formatAge,
  isTakeAway,
  scheduledLabel,
  type BoardRow,
} from '../lib/board';
import { ADMIN_NS } from '../../../i18n';
import styles from './live-orders.module.css';

interface LiveBoardTableProps {
  rows: readonly BoardRow[];
  /** The board's clock, which the rows were worked out at. */
  now: number;
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
function Fulfillment({ row, now }: { row: BoardRow; now: number }) {
  const { t } = useTranslation(ADMIN_NS);
  const takeAway = isTakeAway(row.order);
  // 'Programmée pour 19:30': worked out here, in the page's language, rather than with the rows.
  const scheduled = scheduledLabel(row.order, now);
  if (!takeAway && !scheduled) return null;
  return (
    <span className={styles.fulfillment}>
      {takeAway && <Badge tone="info">{t('live.table.takeAway')}</Badge>}
      {scheduled && <Badge tone="neutral">{scheduled}</Badge>}
    </span>
  );
}

function Courier({ row, names }: { row: BoardRow; names: ReadonlyMap<string, string> }) {
  const { t } = useTranslation(ADMIN_NS);
  if (isTakeAway(row.order)) return <span className={styles.muted}>{t('live.table.noDelivery')}</span>;
  const livreurId = row.delivery?.livreur_id;
  if (!livreurId) return <span className={styles.muted}>{t('live.table.noCourier')}</span>;
  const name = names.get(livreurId);
  return name ? <span>{name}</span> : <span className={styles.mono}>#{shortId(livreurId)}</span>;
}

function Alerts({ row }: { row: BoardRow }) {
  const { t } = useTranslation(ADMIN_NS);
  const locked = row.delivery?.pin_locked === true;
  if (!row.late && !locked && !row.courierAlert) return <span className={styles.muted}>—</span>;
  const detail = courierAlertDetail(row.courierAlertMinutes);
  return (
    <div className={styles.alerts}>
      {row.late && (
        <span className={styles.alert}>
          {/* The row's colour comes from this badge (CSS :has), the words say it without colour. */}
          <Badge tone="danger" className={styles.lateBadge}>
            {t('live.alerts.late')}
          </Badge>
          <span className={styles.reason}>{LATE_REASON_LABELS[row.late]}</span>
        </span>
      )}
      {locked && (
        <span className={styles.alert}>
          <Badge tone="warning">{t('live.alerts.pinLocked')}</Badge>
          <span className={styles.reason}>{t('live.alerts.pinLockedText')}</span>
        </span>
      )}
      {row.courierAlert && (
        <span className={styles.alert}>
          <Badge tone="warning">{t('live.alerts.noCourier')}</Badge>
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
  const { t } = useTranslation(ADMIN_NS);
  // The order's number completes each button's name for screen readers, among identical buttons
  // ('Annuler la commande n° a1b20005').
  const number = t('live.table.orderNumber', { id: shortId(row.order.id) });
  const hidden = { hidden: <span className="tg-visually-hidden" /> };
  return (
    <div className={styles.actions}>
      {awaitsCourier(row) && (
        <Button size="sm" variant="secondary" onClick={() => onAssign(row)}>
          <Trans t={t} i18nKey="live.table.assign" values={{ number }} components={hidden} />
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={() => onCancel(row)}>
        <Trans t={t} i18nKey="live.table.cancel" values={{ number }} components={hidden} />
      </Button>
    </div>
  );
}

export function LiveBoardTable({ rows, now, courierNames, onAssign, onCancel }: LiveBoardTableProps) {
  const { t } = useTranslation([ADMIN_NS, 'common']);
  const columns: TableColumn<BoardRow>[] = [
    {
      key: 'order',
      header: t('live.table.order'),
      render: (row) => (
        <>
          <CellLabel>{t('live.table.order')}</CellLabel>
          <span className={styles.mono}>#{shortId(row.order.id)}</span>
          <Fulfillment row={row} now={now} />
        </>
      ),
    },
    {
      key: 'status',
      header: t('live.table.status'),
      render: ({ order }) => (
        <>
          <CellLabel>{t('live.table.status')}</CellLabel>
          <span className={styles.status}>
            <Badge tone={orderStatusTone(order.status)}>{t(`common:labels.orderStatus.${order.status}`)}</Badge>
            {/* Tells a card order the client has not paid (not late for the kitchen) from one it must confirm. */}
            {order.status === 'en_attente' && (
              <span className={styles.reason}>{t(`common:labels.paymentStatus.${order.payment_status}`)}</span>
            )}
          </span>
        </>
      ),
    },
    {
      key: 'age',
      header: t('live.table.age'),
      render: ({ order, ageMinutes }) => (
        <>
          <CellLabel>{t('live.table.placed')}</CellLabel>
          <time dateTime={order.created_at} title={formatDateTime(order.created_at)}>
            {formatAge(ageMinutes)}
          </time>
        </>
      ),
    },
    {
      key: 'restaurant',
      header: t('live.table.restaurant'),
      render: ({ order }) => (
        <>
          <CellLabel>{t('live.table.restaurant')}</CellLabel>
          {order.restaurant_name}
        </>
      ),
    },
    {
      key: 'courier',
      header: t('live.table.courier'),
      render: (row) => (
        <>
          <CellLabel>{t('live.table.courier')}</CellLabel>
          <Courier row={row} names={courierNames} />
        </>
      ),
    },
    {
      key: 'alerts',
      header: t('live.table.alerts'),
      render: (row) => (
        <>
          <CellLabel>{t('live.table.alerts')}</CellLabel>
          <Alerts row={row} />
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">{t('shared.actions')}</span>,
      align: 'end',
      render: (row) => <RowActions row={row} onAssign={onAssign} onCancel={onCancel} />,
    },
  ];

  return (
    <Table
      caption={t('live.table.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.order.id}
      emptyMessage={t('live.empty')}
      stacked
      className={styles.table}
    />
  );
}
