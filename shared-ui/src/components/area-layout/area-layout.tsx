import { Suspense, type ReactElement } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { EmailVerificationNotice } from '../../account/email-verification-notice';
import { useLogout } from '../../hooks/use-logout';
import { useSession } from '../../stores/session';
import { SidebarLayout, type SidebarItem } from '../sidebar-layout/sidebar-layout';
import { LoadingState } from '../loading-state/loading-state';
import styles from './area-layout.module.css';

export interface AreaLayoutProps {
  /** Name of the area, e.g. 'Espace Livreur'. */
  title: string;
  /** The area's navigation, in the spec's order. */
  items: readonly SidebarItem[];
}

/**
 * The layout route of a back-office area (restaurateur, livreur, admin): the shared sidebar with
 * the area's entries, the signed-in user and 'Déconnexion', around the routed page.
 */
export function AreaLayout({ title, items }: AreaLayoutProps) {
  const user = useSession((state) => state.user);
  const logout = useLogout();
  return (
    <SidebarLayout
      title={title}
      items={items}
      user={user ? { name: user.name, email: user.email } : null}
      onLogout={logout}
    >
      <EmailVerificationNotice className={styles.emailNotice} />
      <Outlet />
    </SidebarLayout>
  );
}

export interface AreaRoutesProps {
  /** The pathless layout route every page renders in. */
  layout: ReactElement;
  /** The page the area's index sends to, e.g. 'dashboard'. */
  index: string;
  /** The area's pages by path under the area, e.g. `'menu/:platId/edit': <EditDishPage />`. */
  pages: Record<string, ReactElement>;
}

/** The routes of an area, what its federated `./Area` renders under `/<area>/*`. */
export function AreaRoutes({ layout, index, pages }: AreaRoutesProps) {
  return (
    <Routes>
      <Route element={layout}>
        <Route index element={<Navigate to={index} replace />} />
        {Object.entries(pages).map(([path, page]) => (
          // Pages with forms are lazy (they bring zod and react-hook-form): the layout stays on
          // screen while one loads.
          <Route key={path} path={path} element={<Suspense fallback={<LoadingState />}>{page}</Suspense>} />
        ))}
        {/* `..` from the splat climbs one route, back to the area's index whatever the depth. */}
        <Route path="*" element={<Navigate to=".." replace />} />
      </Route>
    </Routes>
  );
}
