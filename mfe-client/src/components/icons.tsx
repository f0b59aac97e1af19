import { Icon } from '@teranga/shared-ui';

export const CartIcon = () => (
  <Icon paths={['M3 4h2l2.4 11h10.8l2-8H6.1']}>
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </Icon>
);

export const UserIcon = () => (
  <Icon paths={['M4 21a8 8 0 0 1 16 0']}>
    <circle cx="12" cy="8" r="4" />
  </Icon>
);

export const LogoutIcon = () => (
  <Icon paths={['M9 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h4', 'M16 17l5-5-5-5', 'M21 12H9']} />
);

export const MinusIcon = () => <Icon paths={['M5 12h14']} />;

export const PlusIcon = () => <Icon paths={['M12 5v14M5 12h14']} />;

export const TrashIcon = () => <Icon paths={['M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3']} />;
