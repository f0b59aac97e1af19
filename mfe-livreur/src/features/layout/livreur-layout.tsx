import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveIcon, AvailableIcon, DashboardIcon, EarningsIcon, HistoryIcon, ProfileIcon } from './icons';
import { livreurPaths } from './paths';
import { AreaLayout, type SidebarItem } from '@teranga/shared-ui/area';
import { LIVREUR_NS } from '../../i18n';

/** Each page, its icon; its label is `layout.nav.<page>`. */
const NAV: readonly { page: keyof typeof livreurPaths; icon: ReactNode }[] = [
  { page: 'dashboard', icon: <DashboardIcon /> },
  { page: 'available', icon: <AvailableIcon /> },
  { page: 'active', icon: <ActiveIcon /> },
  { page: 'history', icon: <HistoryIcon /> },
  { page: 'gains', icon: <EarningsIcon /> },
  { page: 'profile', icon: <ProfileIcon /> },
];

export function LivreurLayout() {
  const { t } = useTranslation(LIVREUR_NS);
  const items = useMemo<SidebarItem[]>(
    () => NAV.map(({ page, icon }) => ({ to: livreurPaths[page], label: t(`layout.nav.${page}`), icon })),
    [t],
  );
  return <AreaLayout title={t('layout.title')} items={items} />;
}
