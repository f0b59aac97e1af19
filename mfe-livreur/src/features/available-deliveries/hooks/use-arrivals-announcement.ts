import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Livraison } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';

/** One arrival is named by its restaurant; several are counted. */
export function arrivalsText(
  t: TFunction<typeof LIVREUR_NS>,
  arrivals: readonly Pick<Livraison, 'restaurant_name'>[],
): string {
  return t('available.arrivals', { count: arrivals.length, restaurant: arrivals[0]?.restaurant_name ?? '' });
}

interface Seen {
  offers: readonly Livraison[] | undefined;
  ids: ReadonlySet<string> | null;
  message: string;
}

/**
 * What to announce (politely, in a live region) when offers the courier had not seen join the
 * list: nothing for the first list, which the page itself shows.
 */
export function useArrivalsAnnouncement(offers: readonly Livraison[] | undefined): string {
  const { t } = useTranslation(LIVREUR_NS);
  const [seen, setSeen] = useState<Seen>({ offers: undefined, ids: null, message: '' });
  // Derived while rendering (React's "storing information from previous renders"), so the
  // announcement comes with the cards, not one render later.
  if (offers !== seen.offers) {
    const arrivals = offers && seen.ids ? offers.filter((offer) => !seen.ids!.has(offer.id)) : [];
    setSeen({
      offers,
      ids: offers ? new Set(offers.map((offer) => offer.id)) : seen.ids,
      // Emptied in between, so that the same words are announced again for the next arrival.
      message: arrivals.length > 0 ? arrivalsText(t, arrivals) : '',
    });
  }
  return seen.message;
}
