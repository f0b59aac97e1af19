import axios from 'axios';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  MONEY_MESSAGES,
  PageHeader,
  buttonClasses,
  getErrorDetail,
  shortId,
} from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { clientPaths } from '../../components/paths';
import { isNotFound } from '../../components/is-not-found';
import { useOrderReceipt } from './api/get-order-receipt';
import { Receipt } from './components/receipt';
import styles from './components/receipt.module.css';

export const RECEIPT_LOAD_ERROR = 'Erreur lors du chargement du reçu';

const isNotDeliveredYet = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 409;

/** `/client/orders/:id/recu`: a delivered order's receipt, to print ('Imprimer': the browser's print, the receipt alone). */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const receipt = useOrderReceipt(id);
  const backToOrder = (
    <Link to={clientPaths.order(id)} className={buttonClasses({ variant: 'primary' })}>
      Voir la commande
    </Link>
  );

  return (
    <>
      <Link to={clientPaths.order(id)} className={`${styles.backLink} ${styles.noPrint}`}>
        <span aria-hidden="true">← </span>Commande #{shortId(id)}
      </Link>
      <PageHeader
        title="Reçu"
        subtitle={`Commande #${shortId(id)}`}
        actions={
          receipt.data && (
            <Button className={styles.noPrint} onClick={() => window.print()}>
              Imprimer
            </Button>
          )
        }
      />
      <QueryState
        query={receipt}
        loadingMessage="Chargement du reçu..."
        errorMessage={RECEIPT_LOAD_ERROR}
        renderError={(error) =>
          isNotDeliveredYet(error) ? (
            <EmptyState
              title="Reçu pas encore disponible"
              description={getErrorDetail(error, MONEY_MESSAGES.receiptNotReady)}
              action={backToOrder}
            />
          ) : isNotFound(error) ? (
            <EmptyState
              title="Commande non trouvée"
              description="Cette commande n’existe pas ou n’est pas la vôtre."
              action={
                <Link to={clientPaths.orders} className={buttonClasses({ variant: 'primary' })}>
                  Voir mes commandes
                </Link>
              }
            />
          ) : undefined
        }
      >
        {(data) => <Receipt receipt={data} />}
      </QueryState>
    </>
  );
}
