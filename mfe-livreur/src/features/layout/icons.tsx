import { Icon } from '@teranga/shared-ui';

export { DashboardIcon } from '@teranga/shared-ui';

export const AvailableIcon = () => (
  <Icon>
    <path d="M3 7l9-4 9 4v10l-9 4-9-4z" />
    <path d="M3 7l9 4 9-4M12 11v10" />
  </Icon>
);

export const ActiveIcon = () => (
  <Icon>
    <path d="M3 11l18-8-8 18-2-8z" />
  </Icon>
);

export const HistoryIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 3" />
  </Icon>
);
