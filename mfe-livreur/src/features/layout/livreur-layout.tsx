import { ActiveIcon, AvailableIcon, DashboardIcon, EarningsIcon, HistoryIcon, ProfileIcon } from './icons';
import { livreurPaths } from './paths';
import { AreaLayout, type SidebarItem } from '@teranga/shared-ui/area';

const navItems: SidebarItem[] = [
  { to: livreurPaths.dashboard, label: 'Dashboard', icon: <DashboardIcon /> },
  { to: livreurPaths.available, label: 'Livraisons disponibles', icon: <AvailableIcon /> },
  { to: livreurPaths.active, label: 'Livraison en cours', icon: <ActiveIcon /> },
  { to: livreurPaths.history, label: 'Historique', icon: <HistoryIcon /> },
  { to: livreurPaths.gains, label: 'Gains', icon: <EarningsIcon /> },
  { to: livreurPaths.profile, label: 'Mon profil', icon: <ProfileIcon /> },
];

export const LivreurLayout = () => <AreaLayout title="Espace Livreur" items={navItems} />;
