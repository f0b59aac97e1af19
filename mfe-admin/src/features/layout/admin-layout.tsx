import { DashboardIcon, LiveIcon, SettingsIcon, UsersIcon, ValidationsIcon } from './icons';
import { adminPaths } from './paths';
import { AreaLayout, type SidebarItem } from '@teranga/shared-ui/area';

const navItems: SidebarItem[] = [
  { to: adminPaths.dashboard, label: 'Dashboard', icon: <DashboardIcon /> },
  { to: adminPaths.live, label: 'Commandes en direct', icon: <LiveIcon /> },
  { to: adminPaths.users, label: 'Utilisateurs', icon: <UsersIcon /> },
  { to: adminPaths.validations, label: 'Validations', icon: <ValidationsIcon /> },
  { to: adminPaths.settings, label: 'Paramètres', icon: <SettingsIcon /> },
];

export const AdminLayout = () => <AreaLayout title="Administration" items={navItems} />;
