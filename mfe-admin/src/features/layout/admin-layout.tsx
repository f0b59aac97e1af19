import {
  DashboardIcon,
  FinancesIcon,
  HistoryIcon,
  LiveIcon,
  PromotionsIcon,
  RestaurantsIcon,
  ReviewsIcon,
  SettingsIcon,
  UsersIcon,
  ValidationsIcon,
} from './icons';
import { adminPaths } from './paths';
import { AreaLayout, type SidebarItem } from '@teranga/shared-ui/area';

// The spec's entries (Dashboard, Utilisateurs, Validations, Paramètres) keep their order; the
// live board, the restaurants and their reviews sit with the day-to-day work, the money (finances,
// promo codes) just before the settings that rule it, the history closes the list.
const navItems: SidebarItem[] = [
  { to: adminPaths.dashboard, label: 'Dashboard', icon: <DashboardIcon /> },
  { to: adminPaths.live, label: 'Commandes en direct', icon: <LiveIcon /> },
  { to: adminPaths.restaurants, label: 'Restaurants', icon: <RestaurantsIcon /> },
  { to: adminPaths.reviews, label: 'Avis', icon: <ReviewsIcon /> },
  { to: adminPaths.users, label: 'Utilisateurs', icon: <UsersIcon /> },
  { to: adminPaths.validations, label: 'Validations', icon: <ValidationsIcon /> },
  { to: adminPaths.finances, label: 'Finances', icon: <FinancesIcon /> },
  { to: adminPaths.promotions, label: 'Promotions', icon: <PromotionsIcon /> },
  { to: adminPaths.settings, label: 'Paramètres', icon: <SettingsIcon /> },
  { to: adminPaths.history, label: 'Historique', icon: <HistoryIcon /> },
];

export const AdminLayout = () => <AreaLayout title="Administration" items={navItems} />;
