import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, PageHeader, buttonClasses, type Plat } from '@teranga/shared-ui';
import { QueryState, StatCard } from '@teranga/shared-ui/area';
import { Grid, Heading, Stack, Text } from '@teranga/shared-ui';
import { DeleteDialog } from '../../components/delete-dialog';
import { RESTAURATEUR_NS } from '../../i18n';
import { WriteLockedNote, usePendingAccount } from '../account';
import { restaurateurPaths } from '../layout/paths';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { useDeletePlat } from './api/delete-plat';
import { usePlats } from './api/get-plats';
import { useTogglePlatAvailable, useTogglingPlatIds } from './api/toggle-plat-available';
import { DishCard } from './components/dish-card';
import { groupByCategory } from './lib/group-by-category';
import styles from './components/menu.module.css';

export function MenuPage() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const pending = usePendingAccount();
  const lockedNoteId = useId();
  const groupIdPrefix = useId();
  const my = useMyRestaurant();
  const restaurant = my.data;
  const plats = usePlats(restaurant?.id);
  const toggle = useTogglePlatAvailable();
  const toggling = useTogglingPlatIds();
  const remove = useDeletePlat();
  const [toDelete, setToDelete] = useState<Plat | null>(null);

  const addAction = pending ? (
    <Button disabled aria-describedby={lockedNoteId}>
      {t('menu.add')}
    </Button>
  ) : (
    <Link to={restaurateurPaths.addDish} className={buttonClasses()}>
      {t('menu.add')}
    </Link>
  );

  let content;
  if (!restaurant) content = <RestaurantLookupState query={my} />;
  else if (!plats.data) {
    content = <QueryState query={plats} loadingMessage={t('menu.loading')} errorMessage={t('menu.loadFailed')} />;
  } else {
    const list = plats.data;
    const groups = groupByCategory(list);
    content = (
      <>
        <Grid as="section" min="10rem" repeat="auto-fit" aria-label={t('menu.summary.label')}>
          <StatCard label={t('menu.summary.total')} value={list.length} tone="brand" />
          <StatCard
            label={t('menu.summary.available')}
            value={list.filter((p) => p.is_available).length}
            tone="success"
          />
          <StatCard label={t('menu.summary.categories')} value={groups.length} tone="accent" />
        </Grid>
        {list.length === 0 ? (
          <EmptyState title={t('menu.empty.title')} description={t('menu.empty.description')} />
        ) : (
          groups.map((group, index) => (
            <Stack as="section" key={group.category} aria-labelledby={`${groupIdPrefix}-${index}`} gap={3}>
              <Heading id={`${groupIdPrefix}-${index}`} size="xl" display>
                {group.category}{' '}
                <Text as="span" size="md" weight="regular" tone="muted" className={styles.groupCount}>
                  ({group.plats.length})
                </Text>
              </Heading>
              <Grid min="18rem">
                {group.plats.map((plat) => (
                  <DishCard
                    key={plat.id}
                    plat={plat}
                    toggling={toggling.includes(plat.id)}
                    onToggle={(p) => toggle.mutate(p.id)}
                    onDelete={setToDelete}
                    locked={pending}
                    lockedNoteId={lockedNoteId}
                  />
                ))}
              </Grid>
            </Stack>
          ))
        )}
      </>
    );
  }

  return (
    <Stack gap={5}>
      <PageHeader title={t('menu.title')} subtitle={restaurant?.name} actions={restaurant ? addAction : undefined} />
      {pending && <WriteLockedNote id={lockedNoteId} />}
      {content}
      <DeleteDialog
        item={toDelete}
        title={t('menu.delete.title')}
        message={t('menu.delete.question')}
        remove={remove}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
