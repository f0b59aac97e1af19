import { useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

import { LanguageSwitch } from '../language-switch/language-switch';
import { Logo } from '../logo/logo';
import { useCommonTranslation } from '../../i18n/use-common';
import styles from './sidebar-layout.module.css';

/** One layout per page, so a fixed id keeps the skip link a plain fragment. */
const MAIN_ID = 'tg-main-content';

export interface SidebarItem {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Match the path exactly (for index-like links). */
  end?: boolean;
}

export interface SidebarLayoutProps {
  brand?: ReactNode;
  /** Name of the area, e.g. 'Espace Restaurateur'. */
  title?: ReactNode;
  items: readonly SidebarItem[];
  user?: { name: string; email: string } | null;
  onLogout: () => void;
  /** 'Déconnexion' by default. */
  logoutLabel?: string;
  /** Label of the navigation landmark, 'Navigation principale' by default. */
  navLabel?: string;
  /** The phone's menu button, 'Menu' by default. */
  menuLabel?: string;
  children: ReactNode;
}

/**
 * Back-office layout for the restaurateur, livreur and admin areas: a fixed sidebar on desktop,
 * a top bar with a menu button under 768 px. The language switch sits at the top of either,
 * outside the menu: a reader who does not read the page's language finds it without opening it.
 */
export function SidebarLayout({
  brand,
  title,
  items,
  user,
  onLogout,
  logoutLabel,
  navLabel,
  menuLabel,
  children,
}: SidebarLayoutProps) {
  const { t } = useCommonTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();

  // A link tap on mobile must reveal the new page, not leave the menu covering it.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setMenuOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className={styles.layout}>
      <a className={styles.skip} href={`#${MAIN_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <aside className={styles.sidebar} data-open={menuOpen || undefined}>
        <div className={styles.top}>
          <div className={styles.brand}>
            {brand ?? <Logo inverted className={styles.logo} />}
            {title && <span className={styles.title}>{title}</span>}
          </div>
          <div className={styles.topActions}>
            <LanguageSwitch className={styles.language} />
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                {menuOpen ? (
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                ) : (
                  <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                )}
              </svg>
              <span className={styles.menuText}>{menuLabel ?? t('layout.menu')}</span>
            </button>
          </div>
        </div>
        <div id={navId} className={styles.collapsible}>
          <nav aria-label={navLabel ?? t('layout.navigation')}>
            <ul className={styles.links}>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}
                  >
                    {item.icon && (
                      <span className={styles.linkIcon} aria-hidden="true">
                        {item.icon}
                      </span>
                    )}
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.footer}>
            {user && (
              <div className={styles.user}>
                <span className={styles.userName}>{user.name}</span>
                <span className={styles.userEmail}>{user.email}</span>
              </div>
            )}
            <button type="button" className={styles.logout} onClick={onLogout}>
              {logoutLabel ?? t('layout.logout')}
            </button>
          </div>
        </div>
      </aside>
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
