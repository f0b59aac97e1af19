import { Card, Heading, LanguageSwitch, Logo, Text } from '@teranga/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { SHELL_NS } from '../../../i18n';
import styles from './account-page.module.css';

interface AccountPageProps {
  title: string;
  /** One sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (back to the sign-in, ask for another link). */
  footer?: ReactNode;
}

/** The frame of the pages of the e-mailed links and of the forgotten password: logo bar (and language switch), one card. */
export function AccountPage({ title, intro, children, footer }: AccountPageProps) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div className={styles.page}>
      <header className={styles.topbar}>
        <Link to="/" className={styles.brandLink} aria-label={t('brand.homeLink')}>
          <Logo />
        </Link>
        <LanguageSwitch />
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
          <nav aria-label={t('account.linksLabel')} className={styles.footer}>
            {footer}
          </nav>
        )}
      </main>
    </div>
  );
}
