import type { ReactNode } from 'react';

import { cx } from '../layout/class-names';
import { Cluster, Stack } from '../layout/layout';
import { Heading, Text } from '../text/text';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links aligned to the end (wrap under the title on small screens). */
  actions?: ReactNode;
  /** Heading level; pages use h1, sections inside a page may use h2. */
  level?: 1 | 2;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, level = 1, className }: PageHeaderProps) {
  return (
    <Cluster as="header" align="flex-end" justify="space-between" gap={[3, 4]} className={cx(styles.header, className)}>
      <Stack gap={1} className={styles.text}>
        <Heading as={level === 1 ? 'h1' : 'h2'} size="2xl" display className={styles.title}>
          {title}
        </Heading>
        {subtitle && <Text tone="muted">{subtitle}</Text>}
      </Stack>
      {actions && <Cluster>{actions}</Cluster>}
    </Cluster>
  );
}
