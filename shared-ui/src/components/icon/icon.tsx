import type { ReactNode } from 'react';

export interface IconProps {
  /** The strokes as SVG path data, one `<path>` each (drawn before `children`). */
  paths?: readonly string[];
  /** Other shapes (circles, rectangles). */
  children?: ReactNode;
  size?: number;
}

/**
 * A 24×24 stroke icon drawn in the current text colour. Inline strokes rather than emoji:
 * emoji fonts are missing on some systems and are read out by screen readers.
 */
export function Icon({ paths = [], children, size = 20 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
      {children}
    </svg>
  );
}

/** The dashboards' entry in every area's navigation. */
export const DashboardIcon = () => (
  <Icon>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </Icon>
);
