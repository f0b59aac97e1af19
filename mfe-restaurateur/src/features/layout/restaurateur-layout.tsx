import { useRefreshPendingAccount } from '../account';
import {
  AnalyticsIcon,
  CategoriesIcon,
  DashboardIcon,
  MenuIcon,
  OrdersIcon,
  PaymentsIcon,
  PromotionsIcon,
  RestaurantIcon,
  ReviewsIcon,
} from './icons';
import { restaurateurPaths } from './paths';
import { AreaLayout, type SidebarItem } from '@teranga/shared-ui/area';

const navItems: SidebarItem[] = [
  { to: restaurateurPaths.dashboard, label: 'Dashboard', icon: <DashboardIcon /> },
  { to: restaurateurPaths.menu, label: 'Menu', icon: <MenuIcon /> },
  { to: restaurateurPaths.categories, label: 'Catégories', icon: <CategoriesIcon /> },
  { to: restaurateurPaths.orders, label: 'Commandes', icon: <OrdersIcon /> },
  { to: restaurateurPaths.analytics, label: 'Statistiques', icon: <AnalyticsIcon /> },
  // Issue 16's pages, after the spec's entries (whose order the contract fixes).
  { to: restaurateurPaths.restaurant, label: 'Mon restaurant', icon: <RestaurantIcon /> },
  { to: restaurateurPaths.reviews, label: 'Avis clients', icon: <ReviewsIcon /> },
  // Issue 17's money pages.
  { to: restaurateurPaths.paiements, label: 'Paiements', icon: <PaymentsIcon /> },
  { to: restaurateurPaths.promotions, label: 'Promotions', icon: <PromotionsIcon /> },
];

export function RestaurateurLayout() {
  useRefreshPendingAccount();
  return <AreaLayout title="Espace Restaurateur" items={navItems} />;
}
