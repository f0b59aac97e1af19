import { Outlet } from 'react-router-dom';
import { SidebarLayout, useLogout, useSession } from '@teranga/shared-ui';
import type { SidebarItem } from '@teranga/shared-ui';
import { useRefreshPendingAccount } from '../account';
import { AnalyticsIcon, CategoriesIcon, DashboardIcon, MenuIcon, OrdersIcon } from './icons';
import { restaurateurPaths } from './paths';

const navItems: SidebarItem[] = [
  { to: restaurateurPaths.dashboard, label: 'Dashboard', icon: <DashboardIcon /> },
  { to: restaurateurPaths.menu, label: 'Menu', icon: <MenuIcon /> },
  { to: restaurateurPaths.categories, label: 'Catégories', icon: <CategoriesIcon /> },
  { to: restaurateurPaths.orders, label: 'Commandes', icon: <OrdersIcon /> },
  { to: restaurateurPaths.analytics, label: 'Statistiques', icon: <AnalyticsIcon /> },
];

export function RestaurateurLayout() {
  const user = useSession((state) => state.user);
  const logout = useLogout();
  useRefreshPendingAccount();

  return (
    <SidebarLayout
      title="Espace Restaurateur"
      items={navItems}
      user={user ? { name: user.name, email: user.email } : null}
      onLogout={logout}
    >
      <Outlet />
    </SidebarLayout>
  );
}
