import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Notice, PageHeader, Stack, i18n } from '@teranga/shared-ui';
import { QueryState, useLiveStatus } from '@teranga/shared-ui/area';
import { BOARD_PAGE_SIZE, BOARD_POLL_MS } from './api/keys';
import { AssignCourierDialog } from './components/assign-courier-dialog';
import { BoardLegend } from './components/board-legend';
import { CancelOrderDialog } from './components/cancel-order-dialog';
import { LiveBoardTable } from './components/live-board-table';
import { useBoardActions } from './hooks/use-board-actions';
import { useLiveBoard } from './hooks/use-live-board';
import { boardSummary } from './lib/board';
import { ADMIN_NS } from '../../i18n';
import styles from './components/live-orders.module.css';

/** The page's messages in the page's language (tests find them by these names). */
export const LIVE_BOARD_MESSAGES = {
  get title() {
    return i18n.t('admin:live.title');
  },
  get empty() {
    return i18n.t('admin:live.empty');
  },
  get loadFailed() {
    return i18n.t('admin:shared.loadFailed');
  },
};

/**
 * `/admin/live`: every order between its placing and its delivery, late ones first; the admin
 * gives a waiting delivery to a courier or cancels an order from its row.
 */
export function LiveOrdersPage() {
  const { t } = useTranslation([ADMIN_NS, 'common']);
  const board = useLiveBoard();
  const actions = useBoardActions(board.data?.rows);
  const live = useLiveStatus() === 'open';
  const rows = board.data?.rows;

  return (
    <Stack>
      <PageHeader
        title={LIVE_BOARD_MESSAGES.title}
        subtitle={live ? t('live.liveUpdates') : t('live.polling', { seconds: BOARD_POLL_MS / 1000 })}
        actions={
          <Button variant="secondary" onClick={board.refresh}>
            {t('live.refresh')}
          </Button>
        }
      />

      {/* Always in the page so screen readers hear each change of the counts; hidden when the
          empty state says it on screen. */}
      <p role="status" className={rows?.length === 0 ? 'tg-visually-hidden' : styles.summary}>
        {rows ? boardSummary(rows) : ''}
      </p>

      <QueryState query={board} loadingMessage={t('live.loading')} errorMessage={LIVE_BOARD_MESSAGES.loadFailed}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={LIVE_BOARD_MESSAGES.empty} description={t('live.emptyText')} />
          ) : (
            <Stack gap={3}>
              {data.truncatedStatuses.length > 0 && (
                <Notice tone="info" className={styles.notice}>
                  {t('live.truncatedOrders', {
                    max: BOARD_PAGE_SIZE,
                    statuses: data.truncatedStatuses
                      .map((status) => t('shared.quoted', { text: t(`common:labels.orderStatus.${status}`) }))
                      .join(', '),
                  })}
                </Notice>
              )}
              {data.truncatedDeliveries && (
                <Notice tone="info" className={styles.notice}>
                  {t('live.truncatedDeliveries', { max: BOARD_PAGE_SIZE })}
                </Notice>
              )}
              <LiveBoardTable
                rows={data.rows}
                now={data.now}
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
