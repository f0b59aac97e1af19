import {
  AREAS,
  Card,
  Heading,
  LanguageSwitch,
  Logo,
  Text,
  landingPathForRole,
  useSession,
} from '@teranga/shared-ui/public';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Link, Navigate } from '../../app/navigation';
import { SHELL_NS } from '../../i18n';
import { useSignIn, useSignUp } from './api/authenticate';
import { AuthTabs } from './components/auth-tabs';
import { SignInForm, useSignInForm } from './components/sign-in-form';
import { SignUpForm, useSignUpForm } from './components/sign-up-form';
import styles from './login-page.module.css';

type TabKey = 'login' | 'register';

/** `/login`: sign in or create an account (spec §2, §5, §8). */
export function LoginPage() {
  const { t } = useTranslation(SHELL_NS);
  const accessToken = useSession((s) => s.accessToken);
  const user = useSession((s) => s.user);
  const storedUserUnreadable = useSession((s) => s.storedUserUnreadable);
  const [tab, setTab] = useState<TabKey>('login');
  // Both forms live here, not in their tab panels, so what was typed survives a look at the other tab.
  const signInForm = useSignInForm();
  const signUpForm = useSignUpForm();
  const signIn = useSignIn();
  const signUp = useSignUp();
  // A session this page is opening is not an earlier one: the API's redirect wins over the one below.
  const opening = signIn.opening || signUp.opening;

  // An unreadable stored user is how the guard sends people here: redirecting back would loop.
  if (accessToken && !storedUserUnreadable && !opening) {
    return <Navigate to={user ? landingPathForRole(user.role) : AREAS.client.home} replace />;
  }

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
          <aside className={styles.aside} aria-hidden="true">
            <p className={styles.asideTitle}>Teranga</p>
            <p className={styles.asideText}>{t('login.asideText')}</p>
            <svg className={styles.asideArt} viewBox="0 0 120 120" focusable="false">
              <circle cx="60" cy="50" r="30" fill="var(--tg-color-accent)" />
              <path d="M14 58h92a46 40 0 0 1-92 0z" fill="var(--tg-color-secondary)" />
              <path d="M24 58h72" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
            </svg>
          </aside>
          <div className={styles.formSide}>
            <Heading as="h1" size="2xl" display className={styles.title}>
              {t('login.title')}
            </Heading>
            <Text tone="muted" className={styles.subtitle}>
              {t('login.subtitle')}
            </Text>
            <AuthTabs
              label={t('login.tabsLabel')}
              selected={tab}
              onSelect={setTab}
              tabs={[
                {
                  key: 'login',
                  label: t('login.signInTab'),
                  panel: <SignInForm form={signInForm} pending={signIn.pending} onSubmit={signIn.submit} />,
                },
                {
                  key: 'register',
                  label: t('login.signUpTab'),
                  panel: <SignUpForm form={signUpForm} pending={signUp.pending} onSubmit={signUp.submit} />,
                },
              ]}
            />
          </div>
        </Card>
      </main>
    </div>
  );
}
