import {
  AREAS,
  Logo,
  authApi,
  getErrorDetail,
  landingPathForRole,
  toast,
  useSession,
  type LoginResult,
} from '@teranga/shared-ui';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';

import { AuthTabs } from './components/auth-tabs';
import { EMPTY_SIGN_IN, SignInForm } from './components/sign-in-form';
import { EMPTY_SIGN_UP, SignUpForm } from './components/sign-up-form';
import { safeRedirect } from './lib/safe-redirect';
import type { SignInValues, SignUpValues } from './lib/validation';
import styles from './login-page.module.css';

type TabKey = 'login' | 'register';

/** `/login`: sign in or create an account (spec §2, §5, §8). */
export function LoginPage() {
  const accessToken = useSession((s) => s.accessToken);
  const user = useSession((s) => s.user);
  const storedUserUnreadable = useSession((s) => s.storedUserUnreadable);
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabKey>('login');
  const [signInValues, setSignInValues] = useState<SignInValues>(EMPTY_SIGN_IN);
  const [signUpValues, setSignUpValues] = useState<SignUpValues>(EMPTY_SIGN_UP);
  // Set once this page signs the user in, so the "already signed in" redirect below does not
  // race the navigation to the API's redirect path.
  const [completed, setCompleted] = useState(false);

  // An unreadable stored user is how the guard sends people here: redirecting back would loop.
  if (accessToken && !storedUserUnreadable && !completed) {
    return <Navigate to={user ? landingPathForRole(user.role) : AREAS.client.home} replace />;
  }

  async function authenticate(request: () => Promise<LoginResult>, success: string, fallback: string) {
    try {
      const result = await request();
      setCompleted(true);
      useSession.getState().signIn(result);
      toast.success(success);
      navigate(safeRedirect(result.redirect) ?? landingPathForRole(result.user?.role), { replace: true });
    } catch (error) {
      toast.error(getErrorDetail(error, fallback));
    }
  }

  const signIn = (values: SignInValues) =>
    authenticate(() => authApi.login(values), 'Connexion réussie!', 'Erreur de connexion');

  const signUp = ({ address, ...rest }: SignUpValues) =>
    authenticate(
      // The address is optional: an empty one is left out rather than sent blank.
      () => authApi.register(address ? { ...rest, address } : rest),
      'Inscription réussie!',
      "Erreur d'inscription",
    );

  return (
    <div className={styles.page}>
      <header className={styles.topbar}>
        <Link to="/" className={styles.brandLink} aria-label="Teranga, accueil">
          <Logo />
        </Link>
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          <aside className={styles.aside} aria-hidden="true">
            <p className={styles.asideTitle}>Teranga</p>
            <p className={styles.asideText}>
              L’hospitalité africaine et caribéenne, du restaurant à votre table.
            </p>
            <svg className={styles.asideArt} viewBox="0 0 120 120" focusable="false">
              <circle cx="60" cy="50" r="30" fill="var(--tg-color-accent)" />
              <path d="M14 58h92a46 40 0 0 1-92 0z" fill="var(--tg-color-secondary)" />
              <path d="M24 58h72" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
            </svg>
          </aside>
          <div className={styles.formSide}>
            <h1 className={styles.title}>Bienvenue sur Teranga</h1>
            <p className={styles.subtitle}>Connectez-vous ou créez un compte pour commander.</p>
            <AuthTabs
              label="Connexion ou inscription"
              selected={tab}
              onSelect={setTab}
              tabs={[
                {
                  key: 'login',
                  label: 'Connexion',
                  panel: <SignInForm values={signInValues} onChange={setSignInValues} onSubmit={signIn} />,
                },
                {
                  key: 'register',
                  label: 'Inscription',
                  panel: <SignUpForm values={signUpValues} onChange={setSignUpValues} onSubmit={signUp} />,
                },
              ]}
            />
          </div>
        </div>
      </main>
    </div>
  );
}
