import { useQueryClient } from '@tanstack/react-query';
import { OFFER_EVENTS, ORDER_CHANGE_EVENTS, type Livraison } from '@teranga/shared-ui';
import { useLiveEvents, type LiveEvent } from '@teranga/shared-ui/area';
import { livraisonKeys } from './keys';

/**
 * Keeps the offers list live: a new or cancelled offer reloads it; an offer another courier took
 * leaves it at once, and `onTaken` is told when it was on the list (the courier may have been
 * looking at it).
 */
export function useLiveOffers(onTaken: (livraison: Livraison) => void) {
  const queryClient = useQueryClient();
  useLiveEvents((event: LiveEvent) => {
    const key = livraisonKeys.available();
    if (event.type !== 'livraison.taken') {
      void queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    const offers = queryClient.getQueryData<Livraison[]>(key);
    const taken = offers?.find((offer) => offer.id === event.livraison_id);
    if (!offers || !taken) return;
    queryClient.setQueryData<Livraison[]>(
      key,
      offers.filter((offer) => offer !== taken),
    );
    // A reload already under way may have been answered before the offer was taken: ask again.
    if (queryClient.isFetching({ queryKey: key }) > 0) void queryClient.invalidateQueries({ queryKey: key });
    onTaken(taken);
  }, OFFER_EVENTS);
}

/**
 * Reloads the deliveries on screen when one of `livreurId`'s own deliveries changes. Only events
 * naming the courier count: an offer cancelled before anyone took it names nobody.
 */
export function useLiveOwnDeliveries(livreurId: string | undefined) {
  const queryClient = useQueryClient();
  useLiveEvents((event: LiveEvent) => {
    if (!livreurId || event.livreur_id !== livreurId) return;
    void queryClient.invalidateQueries({ queryKey: livraisonKeys.all });
  }, ORDER_CHANGE_EVENTS);
}
