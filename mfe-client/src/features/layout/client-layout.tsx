import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch, Logo, STORAGE_KEYS, buttonClasses, useLogout, useSession } from '@teranga/shared-ui';
import { EmailVerificationNotice } from '@teranga/shared-ui/area';
import { CartButton } from '../../components/cart/cart-button';
import { CartDrawer } from '../../components/cart/cart-drawer';
import { restoreCart } from '../../components/cart/cart-store';
import { LogoutIcon, UserIcon } from '../../components/icons';
import { clientPaths } from '../../components/paths';
import { CLIENT_NS } from '../../i18n';
import styles from './client-layout.module.css';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;

export function ClientLayout() {
  const { t } = useTranslation(CLIENT_NS);
  const user = useSession((state) => state.user);
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const logout = useLogout();
  const [cartOpen, setCartOpen] = useState(false);

  // A cart filled in another tab shows up here too (the storage event only fires in the other tabs).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cart || event.key === null) restoreCart();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#client-main">
        {t('layout.skipLink')}
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand} aria-label={t('layout.homeLink')}>
          <Logo />
        </Link>

        {isAuthenticated && (
          <nav aria-label={t('layout.navLabel')} className={styles.nav}>
            <NavLink to={clientPaths.explorer} className={navLinkClass}>
              {t('layout.explorer')}
            </NavLink>
            <NavLink to={clientPaths.orders} className={navLinkClass}>
              {t('layout.orders')}
            </NavLink>
          </nav>
        )}

        <div className={styles.actions}>
          <LanguageSwitch />
          <CartButton expanded={cartOpen} onClick={() => setCartOpen(true)} />
          {isAuthenticated ? (
            <>
              <NavLink to={clientPaths.profile} className={navLinkClass}>
                <UserIcon />
                <span className={styles.collapsible}>{user?.name || t('layout.profile')}</span>
              </NavLink>
              <button type="button" className={buttonClasses({ variant: 'ghost', size: 'sm' })} onClick={logout}>
                <LogoutIcon />
                <span className={styles.collapsible}>{t('layout.logout')}</span>
              </button>
            </>
          ) : (
            <Link to="/login" className={buttonClasses({ size: 'sm' })}>
              {t('general.signIn')}
            </Link>
          )}
        </div>
      </header>

      {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
      <main id="client-main" className={styles.main} tabIndex={-1}>
        <EmailVerificationNotice className={styles.emailNotice} />
        <Outlet />
      </main>

      <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />
    </div>
  );
}
