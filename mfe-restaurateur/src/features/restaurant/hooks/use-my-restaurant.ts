import { useSession, type Restaurant } from '@teranga/shared-ui';
import { useResource } from '../../../lib/use-resource';
import { getMyRestaurant } from '../api/get-my-restaurant';

export const RESTAURANT_MESSAGES = {
  notFound: 'Aucun restaurant trouvé pour votre compte',
  loadError: 'Erreur lors du chargement du restaurant',
} as const;

export interface MyRestaurant {
  /** Null while loading, after an error, or when the user owns no restaurant. */
  restaurant: Restaurant | null;
  loading: boolean;
  error: unknown;
  reload: () => Promise<void>;
  /** Replaces the restaurant after a write (toggle, creation). */
  setRestaurant: (restaurant: Restaurant) => void;
}

/** The restaurant owned by the signed-in user, shared by every page of the area. */
export function useMyRestaurant(): MyRestaurant {
  const userId = useSession((state) => state.user?.id);
  const resource = useResource(userId ? () => getMyRestaurant(userId) : null, [userId]);
  return {
    restaurant: resource.data ?? null,
    loading: resource.loading,
    error: resource.error,
    reload: resource.reload,
    setRestaurant: (restaurant) => resource.setData(restaurant),
  };
}
