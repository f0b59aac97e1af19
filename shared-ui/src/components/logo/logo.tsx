import styles from './logo.module.css';

export interface LogoProps {
  size?: 'sm' | 'md' | 'lg';
  /** Hide the word mark (icon only); the icon then carries the accessible name. */
  iconOnly?: boolean;
  /** Colour scheme for dark backgrounds. */
  inverted?: boolean;
  className?: string;
}

/** Teranga mark: a bowl under a rising sun, drawn in SVG so it costs no network request. */
export function Logo({ size = 'md', iconOnly = false, inverted = false, className }: LogoProps) {
  return (
    <span className={[styles.logo, styles[size], inverted && styles.inverted, className].filter(Boolean).join(' ')}>
      <svg
        className={styles.mark}
        viewBox="0 0 40 40"
        role={iconOnly ? 'img' : undefined}
        aria-label={iconOnly ? 'Teranga' : undefined}
        aria-hidden={iconOnly ? undefined : true}
        focusable="false"
      >
        <circle cx="20" cy="20" r="20" fill="var(--tg-color-primary)" />
        <circle cx="20" cy="17" r="6" fill="var(--tg-color-accent)" />
        <path d="M8 21h24a12 12 0 0 1-24 0z" fill="var(--tg-color-secondary)" />
        <path d="M12 21h16" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      {!iconOnly && <span className={styles.word}>Teranga</span>}
    </span>
  );
}
