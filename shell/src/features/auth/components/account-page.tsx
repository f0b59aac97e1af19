import { Card, Heading, Logo, Text } from '@teranga/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import styles from './account-page.module.css';

interface AccountPageProps {
  title: string;
  /** One sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (back to the sign-in, ask for another link). */
  footer?: ReactNode;
}

/** The frame of the pages of the e-mailed links and of the forgotten password: logo bar, one card. */
export function AccountPage({ title, intro, children, footer }: AccountPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.topbar}>
        <Link to="/" className={styles.brandLink} aria-label="Teranga, accueil">
          <Logo />
        </Link>
      </header>
      <main className={styles.main}>
        <Card padding="none" className={styles.card}>
          <Heading as="h1" size="xl" display className={styles.title}>
            {title}
          </Heading>
          {intro && <Text tone="muted">{intro}</Text>}
          {children}
        </Card>
        {footer && (
          <nav aria-label="Liens du compte" className={styles.footer}>
            {footer}
          </nav>
        )}
      </main>
    </div>
  );
}
