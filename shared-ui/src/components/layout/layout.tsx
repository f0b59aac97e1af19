import type { CSSProperties, HTMLAttributes } from 'react';

import { cx } from './class-names';
import styles from './layout.module.css';

/** A step of the `--tg-space-*` scale; 0 is no space. */
export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** The same step both ways, or `[row gap, column gap]`. */
export type Gap = Space | readonly [Space, Space];

export type LayoutTag =
  'div' | 'section' | 'article' | 'header' | 'footer' | 'aside' | 'nav' | 'ul' | 'ol' | 'li' | 'dl' | 'dd' | 'p';

export interface LayoutProps extends HTMLAttributes<HTMLElement> {
  as?: LayoutTag;
  gap?: Gap;
}

/** Tags the browser gives margins, indentation or bullets, which a layout sets itself. */
const PLAIN_TAGS: ReadonlySet<LayoutTag> = new Set(['ul', 'ol', 'dl', 'dd', 'p']);

function space(step: Space): string {
  return step === 0 ? '0' : `var(--tg-space-${step})`;
}

function gapValue(gap: Gap): string {
  return typeof gap === 'number' ? space(gap) : `${space(gap[0])} ${space(gap[1])}`;
}

function renderLayout(
  layoutClass: string | undefined,
  { as: Tag = 'div', gap = 0, className, style, ...rest }: LayoutProps,
  vars: Record<string, string> = {},
) {
  return (
    <Tag
      className={cx(layoutClass, PLAIN_TAGS.has(Tag) && styles.plain, className)}
      style={{ '--layout-gap': gapValue(gap), ...vars, ...style } as CSSProperties}
      {...rest}
    />
  );
}

/** The class and custom property that make an element a Stack, for components that are one too (Card). */
export function stackLayout(gap: Gap) {
  return { className: styles.stack, style: { '--layout-gap': gapValue(gap) } as CSSProperties };
}

/** Children one under the other (a one-column grid), `gap` apart. */
export function Stack({ gap = 4, ...props }: LayoutProps) {
  return renderLayout(styles.stack, { gap, ...props });
}

export interface ClusterProps extends LayoutProps {
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Whether the row may wrap onto more lines when it runs out of width. */
  wrap?: boolean;
}

/** Children side by side in a row that wraps: headers, toolbars, button rows, tag lists. */
export function Cluster({ gap = 2, align = 'center', justify = 'flex-start', wrap = true, ...props }: ClusterProps) {
  return renderLayout(
    styles.cluster,
    { gap, ...props },
    {
      '--layout-align': align,
      '--layout-justify': justify,
      '--layout-wrap': wrap ? 'wrap' : 'nowrap',
    },
  );
}

export interface GridProps extends LayoutProps {
  /** Narrowest a column may get before the grid drops to fewer columns, e.g. '16rem'. */
  min: string;
  /** 'auto-fill' keeps a lone item at column width, 'auto-fit' stretches the items over the row. */
  repeat?: 'auto-fill' | 'auto-fit';
}

/** As many equal columns as fit, each at least `min` wide (one column on narrow screens). */
export function Grid({ gap = 4, min, repeat = 'auto-fill', ...props }: GridProps) {
  return renderLayout(styles.grid, { gap, ...props }, { '--layout-min': min, '--layout-repeat': repeat });
}

export interface ColumnsProps extends LayoutProps {
  /** The columns' widths from tablet width up (a grid-template-columns), e.g. 'minmax(0, 2fr) minmax(0, 1fr)'. */
  template: string;
}

/** A page's columns side by side, top-aligned, from tablet width; one under the other below it. */
export function Columns({ gap = 5, template, ...props }: ColumnsProps) {
  return renderLayout(styles.columns, { gap, ...props }, { '--layout-columns': template });
}
