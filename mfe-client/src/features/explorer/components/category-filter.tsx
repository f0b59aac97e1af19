import { useTranslation } from 'react-i18next';
import { Cluster, RESTAURANT_CATEGORIES } from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import styles from './explorer.module.css';

export const ALL_CATEGORIES = RESTAURANT_CATEGORIES[0] ?? 'Tous';

interface CategoryFilterProps {
  selected: string;
  onSelect: (category: string) => void;
}

/** One toggle button per cuisine; 'Tous' clears the filter. */
export function CategoryFilter({ selected, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation([CLIENT_NS, 'common']);
  return (
    <Cluster role="group" aria-label={t('explorer.categories')} className={styles.categories}>
      {RESTAURANT_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.category}
          aria-pressed={category === selected}
          onClick={() => onSelect(category)}
        >
          {/* The label in the page's language; the value sent stays the API's category. */}
          {t(`common:labels.category.${category}`, { defaultValue: category })}
        </button>
      ))}
    </Cluster>
  );
}
