import {
  AREAS,
  Card,
  Cluster,
  Grid,
  Heading,
  LanguageSwitch,
  Logo,
  Stack,
  Text,
  buttonClasses,
  useSession,
} from '@teranga/shared-ui/public';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Link, Navigate } from '../../app/navigation';
import { SHELL_NS } from '../../i18n';

import styles from './home-page.module.css';

interface Feature {
  key: 'authentic' | 'fast' | 'quality';
  icon: ReactNode;
}

const FEATURES: readonly Feature[] = [
  {
    key: 'authentic',
    icon: <path d="M7 3v8a3 3 0 0 0 3 3v7M10 3v5M13 3v8a3 3 0 0 1-3 3M17 3c-1.7 1.5-2 4-2 6.5V13h2v8" />,
  },
  {
    key: 'fast',
    icon: <path d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />,
  },
  {
    key: 'quality',
    icon: <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3zM9 12l2 2 4-4" />,
  },
];

const CUISINES = ['senegalese', 'ivorian', 'caribbean', 'antillean'] as const;

/** Public landing page (spec §2, `/`). Signed-in visitors go straight to the explorer. */
export function HomePage() {
  const { t } = useTranslation(SHELL_NS);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  if (isAuthenticated) return <Navigate to={AREAS.client.home} replace />;

  return (
    <div className={styles.page}>
      {/* Wraps at 320 px: the language switch and the sign-in link then sit under the logo. */}
      <Cluster as="header" justify="space-between" gap={3} className={styles.topbar}>
        <Link to="/" className={styles.brandLink} aria-label={t('brand.homeLink')}>
          <Logo />
        </Link>
        <Cluster gap={2} wrap={false}>
          <LanguageSwitch />
          <Link to="/login" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('home.signIn')}
          </Link>
        </Cluster>
      </Cluster>

      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="home-title">
          <div className={styles.heroText}>
            <Heading as="h1" id="home-title" size="3xl" display className={styles.title}>
              Teranga
            </Heading>
            <p className={styles.tagline}>{t('home.tagline')}</p>
            <p className={styles.lead}>{t('home.lead')}</p>
            <Link to="/login" className={buttonClasses({ size: 'lg', className: styles.cta })}>
              {t('home.cta')}
            </Link>
          </div>
          <HeroArt />
        </section>

        <section className={styles.section} aria-labelledby="features-title">
          <Heading id="features-title" size="2xl" display className={styles.sectionTitle}>
            {t('home.whyTitle')}
          </Heading>
          <Grid as="ul" min="15rem" repeat="auto-fit">
            {FEATURES.map((feature) => (
              <Card as="li" key={feature.key} padding="lg">
                <svg
                  className={styles.featureIcon}
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {feature.icon}
                </svg>
                <Heading as="h3" className={styles.featureTitle}>
                  {t(`home.features.${feature.key}.title`)}
                </Heading>
                <Text tone="muted">{t(`home.features.${feature.key}.text`)}</Text>
              </Card>
            ))}
          </Grid>
        </section>

        <section className={`${styles.section} ${styles.cuisinesSection}`} aria-labelledby="cuisines-title">
          <Heading id="cuisines-title" size="2xl" display className={styles.sectionTitle}>
            {t('home.cuisinesTitle')}
          </Heading>
          <Grid as="ul" min="13rem" repeat="auto-fit" gap={3}>
            {CUISINES.map((cuisine) => (
              <Stack as="li" key={cuisine} gap={1} className={styles.cuisine}>
                <Text as="span" size="lg" weight="bold">
                  {t(`home.cuisines.${cuisine}.name`)}
                </Text>
                <Text as="span" tone="muted">
                  {t(`home.cuisines.${cuisine}.dishes`)}
                </Text>
              </Stack>
            ))}
          </Grid>
        </section>
      </main>

      <footer className={styles.footer}>
        <p>{t('home.footer')}</p>
      </footer>
    </div>
  );
}

/** A steaming bowl under a rising sun, in SVG: decoration that costs no image request. */
function HeroArt() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 240 200" aria-hidden="true" focusable="false">
      <circle cx="120" cy="92" r="62" fill="var(--tg-color-accent)" opacity="0.95" />
      <g fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" opacity="0.85">
        <path d="M96 60c-8-10 8-16 0-28" />
        <path d="M120 56c-8-10 8-16 0-28" />
        <path d="M144 60c-8-10 8-16 0-28" />
      </g>
      <path d="M36 104h168a84 70 0 0 1-168 0z" fill="var(--tg-color-secondary)" />
      <path d="M52 104h136" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <g fill="#ffffff" opacity="0.9">
        <circle cx="82" cy="138" r="5" />
        <circle cx="106" cy="150" r="5" />
        <circle cx="134" cy="150" r="5" />
        <circle cx="158" cy="138" r="5" />
      </g>
      <rect x="96" y="172" width="48" height="10" rx="5" fill="var(--tg-color-secondary-hover)" />
    </svg>
  );
}
