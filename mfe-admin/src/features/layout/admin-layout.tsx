import { Outlet } from 'react-router-dom';
import { SidebarLayout, useLogout, useSession } from '@teranga/shared-ui';
import type { SidebarItem } from '@teranga/shared-ui';
import { DashboardIcon, SettingsIcon, UsersIcon, ValidationsIcon } from './icons';
import { adminPaths } from './paths';

const navItems: SidebarItem[] = [
  { to: adminPaths.dashboard, label: 'Dashboard', icon: <DashboardIcon /> },
  { to: adminPaths.users, label: 'Utilisateurs', icon: <UsersIcon /> },
  { to: adminPaths.validations, label: 'Validations', icon: <ValidationsIcon /> },
  { to: adminPaths.settings, label: 'Paramètres', icon: <SettingsIcon /> },
];

export function AdminLayout() {
  const user = useSession((state) => state.user);
  const logout = useLogout();

  return (
    <SidebarLayout
      title="Administration"
      items={navItems}
      user={user ? { name: user.name, email: user.email } : null}
      onLogout={logout}
    >
      <Outlet />
    </SidebarLayout>
  );
}
