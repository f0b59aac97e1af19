import { useTranslation } from 'react-i18next';
import { Card, LIMITS, formatNumber, formatPrice, type PopularDish } from '@teranga/shared-ui';
import { Heading } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import { RESTAURATEUR_NS } from '../../../i18n';

interface RankedDish extends PopularDish {
  rank: number;
}

export function PopularDishes({ dishes }: { dishes: PopularDish[] }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const columns: TableColumn<RankedDish>[] = [
    { key: 'rank', header: t('analytics.popular.rank'), render: (dish) => `#${dish.rank}` },
    { key: 'name', header: t('analytics.popular.dish') },
    {
      key: 'count',
      header: t('analytics.popular.quantity'),
      align: 'end',
      render: (dish) => formatNumber(dish.count),
    },
    {
      key: 'revenue',
      header: t('analytics.popular.revenue'),
      align: 'end',
      render: (dish) => formatPrice(dish.revenue),
    },
  ];
  const ranked = dishes.slice(0, LIMITS.popularDishes).map((dish, index) => ({ ...dish, rank: index + 1 }));
  return (
    <Card as="section" aria-labelledby="popular-dishes-title" gap={3}>
      <Heading id="popular-dishes-title">{t('analytics.popular.title')}</Heading>
      <Table
        caption={t('analytics.popular.title')}
        columns={columns}
        rows={ranked}
        rowKey={(dish) => dish.id}
        emptyMessage={t('analytics.popular.none')}
      />
    </Card>
  );
}
