import { Button, EmptyState, Notice, ORDER_STATUS_LABELS, PageHeader, Stack } from '@teranga/shared-ui';
import { QueryState, useLiveStatus } from '@teranga/shared-ui/area';
import { BOARD_PAGE_SIZE, BOARD_POLL_MS } from './api/keys';
import { AssignCourierDialog } from './components/assign-courier-dialog';
import { BoardLegend } from './components/board-legend';
import { CancelOrderDialog } from './components/cancel-order-dialog';
import { LiveBoardTable } from './components/live-board-table';
import { useBoardActions } from './hooks/use-board-actions';
import { useLiveBoard } from './hooks/use-live-board';
import { boardSummary } from './lib/board';
import styles from './components/live-orders.module.css';

export const LIVE_BOARD_MESSAGES = {
  title: 'Commandes en direct',
  empty: 'Aucune commande en cours',
  loadFailed: 'Erreur lors du chargement',
} as const;

const quoted = (labels: string[]) => labels.map((label) => `« ${label} »`).join(', ');

/**
 * `/admin/live`: every order between its placing and its delivery, late ones first; the admin
 * gives a waiting delivery to a courier or cancels an order from its row.
 */
export function LiveOrdersPage() {
  const board = useLiveBoard();
  const actions = useBoardActions(board.data?.rows);
  const live = useLiveStatus() === 'open';
  const rows = board.data?.rows;

  return (
    <Stack>
      <PageHeader
        title={LIVE_BOARD_MESSAGES.title}
        subtitle={
          live ? 'Mise à jour en direct' : `Actualisation automatique toutes les ${BOARD_POLL_MS / 1000} secondes`
        }
        actions={
          <Button variant="secondary" onClick={board.refresh}>
            Actualiser
          </Button>
        }
      />

      {/* Always in the page so screen readers hear each change of the counts; hidden when the
          empty state says it on screen. */}
      <p role="status" className={rows?.length === 0 ? 'tg-visually-hidden' : styles.summary}>
        {rows ? boardSummary(rows) : ''}
      </p>

      <QueryState
        query={board}
        loadingMessage="Chargement des commandes en cours..."
        errorMessage={LIVE_BOARD_MESSAGES.loadFailed}
      >
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState
              title={LIVE_BOARD_MESSAGES.empty}
              description="Les nouvelles commandes apparaîtront ici dès qu’elles seront passées."
            />
          ) : (
            <Stack gap={3}>
              {data.truncatedStatuses.length > 0 && (
                <Notice tone="info" className={styles.notice}>
                  Plus de {BOARD_PAGE_SIZE} commandes{' '}
                  {quoted(data.truncatedStatuses.map((status) => ORDER_STATUS_LABELS[status]))} : seules les{' '}
                  {BOARD_PAGE_SIZE} plus récentes de chaque statut sont affichées.
                </Notice>
              )}
              {data.truncatedDeliveries && (
                <Notice tone="info" className={styles.notice}>
                  Plus de {BOARD_PAGE_SIZE} livraisons dans un même statut : le livreur de certaines commandes peut ne
                  pas apparaître.
                </Notice>
              )}
              <LiveBoardTable
                rows={data.rows}
                courierNames={data.courierNames}
                onAssign={actions.askAssign}
                onCancel={actions.askCancel}
              />
            </Stack>
          )
        }
      </QueryState>

      <BoardLegend />

      <AssignCourierDialog
        row={actions.assigning}
        busyCouriers={board.data?.busyCouriers ?? new Map()}
        pending={actions.assignPending}
        onAssign={actions.assign}
        onClose={actions.close}
      />
      <CancelOrderDialog
        order={actions.cancelling?.order ?? null}
        pending={actions.cancelPending}
        onSubmit={actions.cancel}
        onClose={actions.close}
      />
    </Stack>
  );
}
