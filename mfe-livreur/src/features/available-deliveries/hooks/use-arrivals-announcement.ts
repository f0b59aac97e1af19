import { useState } from 'react';
import type { Livraison } from '@teranga/shared-ui';

export function arrivalsText(arrivals: readonly Pick<Livraison, 'restaurant_name'>[]): string {
  const [only] = arrivals;
  if (arrivals.length === 1 && only) return `Nouvelle livraison disponible : ${only.restaurant_name}`;
  return `${arrivals.length} nouvelles livraisons disponibles`;
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
  const [seen, setSeen] = useState<Seen>({ offers: undefined, ids: null, message: '' });
  // Derived while rendering (React's "storing information from previous renders"), so the
  // announcement comes with the cards, not one render later.
  if (offers !== seen.offers) {
    const arrivals = offers && seen.ids ? offers.filter((offer) => !seen.ids!.has(offer.id)) : [];
    setSeen({
      offers,
      ids: offers ? new Set(offers.map((offer) => offer.id)) : seen.ids,
      // Emptied in between, so that the same words are announced again for the next arrival.
      message: arrivals.length > 0 ? arrivalsText(arrivals) : '',
    });
  }
  return seen.message;
}
