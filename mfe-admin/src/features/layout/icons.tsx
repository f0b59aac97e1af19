import { Icon } from '@teranga/shared-ui';

export { DashboardIcon } from '@teranga/shared-ui';

export const UsersIcon = () => (
  <Icon paths={['M2 21a7 7 0 0 1 14 0', 'M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3']}>
    <circle cx="9" cy="8" r="4" />
  </Icon>
);

export const ValidationsIcon = () => (
  <Icon paths={['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M8.5 12l2.5 2.5 4.5-5']} />
);

export const SettingsIcon = () => (
  <Icon paths={['M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1']}>
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);

/** A pulse line: the live board. */
export const LiveIcon = () => <Icon paths={['M3 12h4l2-6 4 12 2-6h6']} />;

/** A shop front: the restaurants. */
export const RestaurantsIcon = () => (
  <Icon
    paths={['M4 10v10h16V10', 'M3 4h18l-1.5 6a2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 1-5 0z', 'M10 20v-5h4v5']}
  />
);

/** A clock turning back: the history of the admins' actions. */
export const HistoryIcon = () => <Icon paths={['M3 12a9 9 0 1 0 3-6.7', 'M3 4v5h5', 'M12 7v5l3 2']} />;

/** A star: the clients' reviews. */
export const ReviewsIcon = () => (
  <Icon paths={['M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z']} />
);

/** Coins: the platform's money. */
export const FinancesIcon = () => (
  <Icon
    paths={[
      'M4 7c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z',
      'M4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7',
      'M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
    ]}
  />
);

/** A price tag: the promo codes. */
export const PromotionsIcon = () => (
  <Icon paths={['M3 12V4h8l10 10-8 8z', 'M9 15l6-6']}>
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);
