import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_NS } from '../../../i18n';
import styles from './restaurant.module.css';

interface MenuTabsProps {
  tabs: readonly string[];
  /** What a tab says (a dish category says itself; the whole menu's tab has a word of its own). */
  labelOf: (tab: string) => string;
  selected: string;
  onSelect: (tab: string) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
}

/** WAI-ARIA tabs: one tab stop, arrows/Home/End move between categories and select them. */
export function MenuTabs({ tabs, labelOf, selected, onSelect, children }: MenuTabsProps) {
  const { t } = useTranslation(CLIENT_NS);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(0, tabs.indexOf(selected));
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const focusTab = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (tab === undefined) return;
    onSelect(tab);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <>
      <div role="tablist" aria-label={t('restaurant.menu.tabs')} className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selectedIndex}
            aria-controls={panelId}
            tabIndex={index === selectedIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {labelOf(tab)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
