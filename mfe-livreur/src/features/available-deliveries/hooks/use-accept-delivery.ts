import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorDetail, toast, useSession } from '@teranga/shared-ui';
import { acceptDelivery } from '../../deliveries/api/accept-delivery';
import { livreurPaths } from '../../layout/paths';

/** Accepts an offer for the signed-in courier, then opens the active delivery. */
export function useAcceptDelivery(onRefused: () => unknown) {
  const navigate = useNavigate();
  const [acceptingId, setAcceptingId] = useState<string | null>(null);

  async function accept(livraisonId: string) {
    const livreurId = useSession.getState().user?.id;
    if (!livreurId) {
      toast.error('Utilisateur non connecté');
      return;
    }
    setAcceptingId(livraisonId);
    try {
      await acceptDelivery(livraisonId, livreurId);
      toast.success('Livraison acceptée!');
      navigate(livreurPaths.active);
    } catch (error) {
      // Typically taken by another courier in the meantime: the refreshed list drops it.
      toast.error(getErrorDetail(error, "Erreur lors de l'acceptation"));
      void onRefused();
    } finally {
      setAcceptingId(null);
    }
  }

  return { accept, acceptingId };
}
