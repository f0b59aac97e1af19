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
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { RESTAURATEUR_NS } from '../../i18n';
import type { restaurateur } from '../../locales/fr';

/** An entry's name in the catalogue (`layout.nav.*`), translated at render. */
type NavKey = keyof typeof restaurateur.layout.nav;

const NAV: readonly { to: string; key: NavKey; icon: ReactElement }[] = [
  { to: restaurateurPaths.dashboard, key: 'dashboard', icon: <DashboardIcon /> },
  { to: restaurateurPaths.menu, key: 'menu', icon: <MenuIcon /> },
  { to: restaurateurPaths.categories, key: 'categories', icon: <CategoriesIcon /> },
  { to: restaurateurPaths.orders, key: 'orders', icon: <OrdersIcon /> },
  { to: restaurateurPaths.analytics, key: 'analytics', icon: <AnalyticsIcon /> },
  // Issue 16's pages, after the spec's entries (whose order the contract fixes).
  { to: restaurateurPaths.restaurant, key: 'restaurant', icon: <RestaurantIcon /> },
  { to: restaurateurPaths.reviews, key: 'reviews', icon: <ReviewsIcon /> },
  // Issue 17's money pages.
  { to: restaurateurPaths.paiements, key: 'payments', icon: <PaymentsIcon /> },
  { to: restaurateurPaths.promotions, key: 'promotions', icon: <PromotionsIcon /> },
];

export function RestaurateurLayout() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  useRefreshPendingAccount();
  const items: SidebarItem[] = NAV.map(({ to, key, icon }) => ({ to, label: t(`layout.nav.${key}`), icon }));
  return <AreaLayout title={t('layout.title')} items={items} />;
}
