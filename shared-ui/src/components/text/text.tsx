import type { CSSProperties, HTMLAttributes, Ref } from 'react';

import { cx } from '../layout/class-names';
import styles from './text.module.css';

export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl';
export type TextTone = 'default' | 'muted' | 'primary' | 'secondary' | 'success' | 'warning' | 'danger';
export type TextWeight = 'regular' | 'medium' | 'bold';

const TONE_TOKENS: Record<TextTone, string> = {
  default: '--tg-color-text',
  muted: '--tg-color-text-muted',
  primary: '--tg-color-primary',
  secondary: '--tg-color-secondary',
  success: '--tg-color-success',
  warning: '--tg-color-warning',
  danger: '--tg-color-danger',
};

const token = (name: string | undefined) => (name ? `var(${name})` : 'initial');

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Tags without a browser font of their own (not strong or small), so the defaults hold. */
  as?: 'p' | 'span' | 'div' | 'dt' | 'dd';
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
}

/** A run of text without the browser's paragraph margins; size, colour and weight from the tokens. */
export function Text({ as: Tag = 'p', size, tone, weight, className, style, ...rest }: TextProps) {
  const vars = {
    '--text-color': token(tone && TONE_TOKENS[tone]),
    '--text-size': token(size && `--tg-font-size-${size}`),
    '--text-weight': token(weight && `--tg-font-weight-${weight}`),
  };
  return <Tag className={cx(styles.text, className)} style={{ ...vars, ...style } as CSSProperties} {...rest} />;
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as?: 'h1' | 'h2' | 'h3' | 'h4';
  size?: TextSize;
  /** The display (serif) face of page and brand titles. */
  display?: boolean;
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading without the browser's margins, at a size of the scale (the level stays semantic). */
export function Heading({ as: Tag = 'h2', size = 'lg', display = false, className, style, ...rest }: HeadingProps) {
  const vars = {
    '--text-family': token(display ? '--tg-font-display' : undefined),
    '--text-size': token(`--tg-font-size-${size}`),
  };
  return <Tag className={cx(styles.heading, className)} style={{ ...vars, ...style } as CSSProperties} {...rest} />;
}
