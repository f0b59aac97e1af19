import { Card, LIMITS, formatNumber, formatPrice, type PopularDish } from '@teranga/shared-ui';
import { Heading } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';

interface RankedDish extends PopularDish {
  rank: number;
}

const columns: TableColumn<RankedDish>[] = [
  { key: 'rank', header: 'Rang', render: (dish) => `#${dish.rank}` },
  { key: 'name', header: 'Plat' },
  { key: 'count', header: 'Quantité vendue', align: 'end', render: (dish) => formatNumber(dish.count) },
  { key: 'revenue', header: "Chiffre d'affaires", align: 'end', render: (dish) => formatPrice(dish.revenue) },
];

export function PopularDishes({ dishes }: { dishes: PopularDish[] }) {
  const ranked = dishes.slice(0, LIMITS.popularDishes).map((dish, index) => ({ ...dish, rank: index + 1 }));
  return (
    <Card as="section" aria-labelledby="popular-dishes-title" gap={3}>
      <Heading id="popular-dishes-title">Plats les plus populaires</Heading>
      <Table
        caption="Plats les plus populaires"
        columns={columns}
        rows={ranked}
        rowKey={(dish) => dish.id}
        emptyMessage="Aucun plat vendu sur la période"
      />
    </Card>
  );
}
