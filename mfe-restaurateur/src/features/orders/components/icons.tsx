import { Icon } from '@teranga/shared-ui';

// Drawn next to the words they go with (never instead): the urgency is also said in text.

export const ClockIcon = ({ size = 18 }: { size?: number }) => (
  <Icon paths={['M12 7v5l3 2']} size={size}>
    <circle cx="12" cy="12" r="9" />
  </Icon>
);

export const AlertIcon = ({ size = 18 }: { size?: number }) => (
  <Icon
    paths={['M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z', 'M12 9v4', 'M12 17h.01']}
    size={size}
  />
);

export const CardIcon = ({ size = 18 }: { size?: number }) => (
  <Icon paths={['M2 10h20', 'M6 15h4']} size={size}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
  </Icon>
);
