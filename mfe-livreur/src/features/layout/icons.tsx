import { Icon } from '@teranga/shared-ui';

export { DashboardIcon } from '@teranga/shared-ui';

export const AvailableIcon = () => <Icon paths={['M3 7l9-4 9 4v10l-9 4-9-4z', 'M3 7l9 4 9-4M12 11v10']} />;

export const ActiveIcon = () => <Icon paths={['M3 11l18-8-8 18-2-8z']} />;

export const HistoryIcon = () => (
  <Icon paths={['M12 7v5l3 3']}>
    <circle cx="12" cy="12" r="9" />
  </Icon>
);

/** A wallet: what the courier earned. */
export const EarningsIcon = () => (
  <Icon paths={['M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z', 'M4 7l11-3v3', 'M16 13.5h.01']} />
);

export const ProfileIcon = () => (
  <Icon paths={['M4 21a8 8 0 0 1 16 0']}>
    <circle cx="12" cy="8" r="4" />
  </Icon>
);
