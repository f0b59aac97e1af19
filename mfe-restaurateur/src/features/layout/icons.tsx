import { Icon } from '@teranga/shared-ui';

export { DashboardIcon } from '@teranga/shared-ui';

export const MenuIcon = () => (
  <Icon paths={['M3 12h18', 'M4 12a8 8 0 0 0 16 0', 'M9 4c0 1.5 1 1.5 1 3', 'M14 4c0 1.5 1 1.5 1 3']} />
);

export const CategoriesIcon = () => (
  <Icon paths={['M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z']}>
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);

export const OrdersIcon = () => <Icon paths={['M6 2h12v20l-3-2-3 2-3-2-3 2z', 'M9 7h6M9 11h6M9 15h4']} />;

export const AnalyticsIcon = () => <Icon paths={['M3 20h18', 'M6 20v-8M11 20V4M16 20v-5M20 20V9']} />;

export const RestaurantIcon = () => <Icon paths={['M3 10l9-6 9 6', 'M5 10v10h14V10', 'M10 20v-6h4v6']} />;

export const ReviewsIcon = () => (
  <Icon paths={['M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z']} />
);

export const PaymentsIcon = () => <Icon paths={['M3 6h18v12H3z', 'M3 10h18', 'M7 15h4']} />;

export const PromotionsIcon = () => (
  <Icon paths={['M19 5L5 19']}>
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </Icon>
);
