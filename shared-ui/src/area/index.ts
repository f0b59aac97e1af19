// Side effect: the whole `common` catalogue, whichever shared-ui entry an area loads first.
import '../i18n/common';
// What the areas' screens use beyond the public kit of the root: the data layer (it brings
// @tanstack/react-query), the area layout and the dialogs, tables and cards of the back offices.
// Apart from the root because the public pages (`/`, `/login`) need none of it. Shared through Module Federation as its own singleton,
// versioned with the package (see scripts/rspack/create-config.mjs).
export {
  QueryProvider,
  clearOnUserChange,
  createQueryClient,
  queryConfig,
  withScreenCallbacks,
} from '../lib/react-query';
export type { ApiFnReturnType, QueryConfig, MutationConfig } from '../lib/react-query';
export { meQueryOptions, useMe } from '../lib/me-query';
export { useAccountPending } from '../hooks/use-account-pending';
export { QueryState, combineQueries } from '../components/query-state/query-state';
export type { LoadedQuery, QueryStateProps } from '../components/query-state/query-state';

export { Table } from '../components/table/table';
export type { TableProps, TableColumn } from '../components/table/table';
export { Modal } from '../components/modal/modal';
export type { ModalProps } from '../components/modal/modal';
export { ConfirmDialog } from '../components/confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from '../components/confirm-dialog/confirm-dialog';
export { Drawer } from '../components/drawer/drawer';
export type { DrawerProps } from '../components/drawer/drawer';
export { StatCard } from '../components/stat-card/stat-card';
export type { StatCardProps } from '../components/stat-card/stat-card';
export { SidebarLayout } from '../components/sidebar-layout/sidebar-layout';
export type { SidebarLayoutProps, SidebarItem } from '../components/sidebar-layout/sidebar-layout';
export { AreaLayout, AreaRoutes } from '../components/area-layout/area-layout';
export type { AreaLayoutProps, AreaRoutesProps } from '../components/area-layout/area-layout';
export {
  PendingAccountPanel,
  type PendingAccountPanelProps,
} from '../components/pending-account/pending-account-panel';
export { OrderItemsList } from '../components/order-items-list/order-items-list';
export { LineOptions, lineLabel, optionGroupTexts, supplementText } from '../components/line-options/line-options';
export { DetailList } from '../components/detail-list/detail-list';
export type { DetailListProps, DetailListItem } from '../components/detail-list/detail-list';
export { LIVE_EVENT_TYPES, LiveConnector, useLiveEvents, useLiveRefetchInterval, useLiveStatus } from '../live';
export type { LiveEvent, LiveEventType, LiveStatus } from '../live';
export { NotificationSettings } from '../notifications/notification-settings';
export { EmailVerificationNotice, ResendVerificationButton } from '../account/email-verification-notice';
export type { EmailVerificationNoticeProps, ResendVerificationButtonProps } from '../account/email-verification-notice';
export { useResendVerification } from '../account/resend-verification';
export type { ResendVerification } from '../account/resend-verification';
export type { NotificationSettingsProps } from '../notifications/notification-settings';
