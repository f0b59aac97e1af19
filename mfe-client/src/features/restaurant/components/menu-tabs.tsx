import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './restaurant.module.css';

interface MenuTabsProps {
  tabs: readonly string[];
  selected: string;
  onSelect: (tab: string) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
}

/** WAI-ARIA tabs: one tab stop, arrows/Home/End move between categories and select them. */
export function MenuTabs({ tabs, selected, onSelect, children }: MenuTabsProps) {
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
      <div role="tablist" aria-label="Catégories du menu" className={styles.tabs}>
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
            {tab}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
