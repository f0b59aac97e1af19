import { Outlet } from 'react-router-dom';
import { SidebarLayout, useLogout, useSession } from '@teranga/shared-ui';
import type { SidebarItem } from '@teranga/shared-ui';
import { ActiveIcon, AvailableIcon, DashboardIcon, HistoryIcon } from './icons';
import { livreurPaths } from './paths';

const navItems: SidebarItem[] = [
  { to: livreurPaths.dashboard, label: 'Dashboard', icon: <DashboardIcon /> },
  { to: livreurPaths.available, label: 'Livraisons disponibles', icon: <AvailableIcon /> },
  { to: livreurPaths.active, label: 'Livraison en cours', icon: <ActiveIcon /> },
  { to: livreurPaths.history, label: 'Historique', icon: <HistoryIcon /> },
];

export function LivreurLayout() {
  const user = useSession((state) => state.user);
  const logout = useLogout();

  return (
    <SidebarLayout
      title="Espace Livreur"
      items={navItems}
      user={user ? { name: user.name, email: user.email } : null}
      onLogout={logout}
    >
      <Outlet />
    </SidebarLayout>
  );
}
