// The account feature's surface: how every page treats an account awaiting validation.
export { PendingAccountNotice } from './components/pending-account-notice';
export { WriteLockedNote } from './components/write-locked-note';
export { usePendingAccount } from './hooks/use-pending-account';
export { useRefreshPendingAccount } from './hooks/use-refresh-pending-account';
