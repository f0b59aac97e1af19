import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, type Plat } from '@teranga/shared-ui';
import { usePendingVariables } from '../../../components/pending-writes';
import { platKeys, storePlat } from './keys';
import { RESTAURATEUR_NS } from '../../../i18n';

const togglePlatKey = [...platKeys.all, 'toggle-available'] as const;

/** `PATCH /plats/:id/toggle-available` → the dish with its new `is_available`. */
export const togglePlatAvailable = (platId: string): Promise<Plat> =>
  api.patch<Plat>(`/plats/${encodeURIComponent(platId)}/toggle-available`).then((response) => response.data);

export function useTogglePlatAvailable() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: togglePlatKey,
    mutationFn: togglePlatAvailable,
    onSuccess: (plat) => storePlat(queryClient, plat),
    meta: { successMessage: t('menu.card.availabilitySaved'), errorMessage: t('menu.card.availabilityFailed') },
  });
}

/** Ids of the dishes whose availability is being saved. */
export const useTogglingPlatIds = () => usePendingVariables<string>(togglePlatKey);
