import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { setLocale } from '../../i18n/i18n';
import { LOCALES, LOCALE_NAMES, LOCALE_SWITCH_LABELS, isLocale, type Locale } from '../../i18n/locales';
import { buttonClasses } from '../button/button';

export interface LanguageSwitchProps {
  className?: string;
}

/**
 * The header's language switch: one button naming the other language in that language
 * ("English" on a French page, "Français" on an English one), so that a reader of either finds it.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const current: Locale = isLocale(i18n.language) ? i18n.language : 'fr';
  const next = LOCALES.find((locale) => locale !== current) ?? 'fr';

  const onClick = () => {
    setBusy(true);
    setLocale(next)
      .catch((error: unknown) => console.error('[teranga] changement de langue impossible', error))
      .finally(() => setBusy(false));
  };

  return (
    <button
      type="button"
      lang={next}
      aria-label={LOCALE_SWITCH_LABELS[next]}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onClick}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className })}
    >
      {LOCALE_NAMES[next]}
    </button>
  );
}
