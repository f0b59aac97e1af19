import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import styles from './auth-tabs.module.css';

export interface AuthTab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

export interface AuthTabsProps<K extends string> {
  tabs: readonly AuthTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. Only the
 * active panel is rendered, so a page never holds two fields labelled 'Email' at once (which
 * would make label lookups by assistive tech and tests ambiguous); callers keep form state.
 */
export function AuthTabs<K extends string>({ tabs, selected, onSelect, label }: AuthTabsProps<K>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.key === selected);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (current + 1) % tabs.length;
        break;
      case 'ArrowLeft':
        next = (current - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.key);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={active}
              aria-controls={active ? panelId(tab.key) : undefined}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs
        .filter((tab) => tab.key === selected)
        .map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={panelId(tab.key)}
            aria-labelledby={tabId(tab.key)}
            className={styles.panel}
          >
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
