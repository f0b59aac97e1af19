import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { ADMIN_NS } from '../../i18n';

type Page = keyof typeof adminPaths;

// The spec's entries (Dashboard, Utilisateurs, Validations, Paramètres) keep their order; the
// live board, the restaurants and their reviews sit with the day-to-day work, the money (finances,
// promo codes) just before the settings that rule it, the history closes the list.
const NAV: readonly { page: Page; icon: ReactNode }[] = [
  { page: 'dashboard', icon: <DashboardIcon /> },
  { page: 'live', icon: <LiveIcon /> },
  { page: 'restaurants', icon: <RestaurantsIcon /> },
  { page: 'reviews', icon: <ReviewsIcon /> },
  { page: 'users', icon: <UsersIcon /> },
  { page: 'validations', icon: <ValidationsIcon /> },
  { page: 'finances', icon: <FinancesIcon /> },
  { page: 'promotions', icon: <PromotionsIcon /> },
  { page: 'settings', icon: <SettingsIcon /> },
  { page: 'history', icon: <HistoryIcon /> },
];

export function AdminLayout() {
  const { t } = useTranslation(ADMIN_NS);
  const items: SidebarItem[] = NAV.map(({ page, icon }) => ({
    to: adminPaths[page],
    label: t(`layout.nav.${page}`),
    icon,
  }));
  return <AreaLayout title={t('layout.title')} items={items} />;
}
