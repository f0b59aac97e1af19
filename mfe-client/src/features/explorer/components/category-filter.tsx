import { Cluster, RESTAURANT_CATEGORIES } from '@teranga/shared-ui';
import styles from './explorer.module.css';

export const ALL_CATEGORIES = RESTAURANT_CATEGORIES[0] ?? 'Tous';

interface CategoryFilterProps {
  selected: string;
  onSelect: (category: string) => void;
}

/** One toggle button per cuisine; 'Tous' clears the filter. */
export function CategoryFilter({ selected, onSelect }: CategoryFilterProps) {
  return (
    <Cluster role="group" aria-label="Catégories" className={styles.categories}>
      {RESTAURANT_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.category}
          aria-pressed={category === selected}
          onClick={() => onSelect(category)}
        >
          {category}
        </button>
      ))}
    </Cluster>
  );
}
