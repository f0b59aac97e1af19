import axios from 'axios';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  MONEY_MESSAGES,
  PageHeader,
  buttonClasses,
  getErrorDetail,
  shortId,
  localizeMessage,
} from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { clientPaths } from '../../components/paths';
import { isNotFound } from '../../components/is-not-found';
import { CLIENT_NS } from '../../i18n';
import { useOrderReceipt } from './api/get-order-receipt';
import { Receipt } from './components/receipt';
import styles from './components/receipt.module.css';

const isNotDeliveredYet = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 409;

/** `/client/orders/:id/recu`: a delivered order's receipt, to print ('Imprimer': the browser's print, the receipt alone). */
export function ReceiptPage() {
  const { t } = useTranslation(CLIENT_NS);
  const { id = '' } = useParams();
  const receipt = useOrderReceipt(id);
  const backToOrder = (
    <Link to={clientPaths.order(id)} className={buttonClasses({ variant: 'primary' })}>
      {t('orders.receipt.backToOrder')}
    </Link>
  );

  return (
    <>
      <Link to={clientPaths.order(id)} className={`${styles.backLink} ${styles.noPrint}`}>
        <span aria-hidden="true">← </span>
        {t('general.orderNumber', { id: shortId(id) })}
      </Link>
      <PageHeader
        title={t('orders.receipt.title')}
        subtitle={t('general.orderNumber', { id: shortId(id) })}
        actions={
          receipt.data && (
            <Button className={styles.noPrint} onClick={() => window.print()}>
              {t('orders.receipt.print')}
            </Button>
          )
        }
      />
      <QueryState
        query={receipt}
        loadingMessage={t('orders.receipt.loading')}
        errorMessage={t('orders.receipt.loadError')}
        renderError={(error) =>
          isNotDeliveredYet(error) ? (
            <EmptyState
              title={t('orders.receipt.notReady')}
              description={getErrorDetail(error, localizeMessage(MONEY_MESSAGES.receiptNotReady))}
              action={backToOrder}
            />
          ) : isNotFound(error) ? (
            <EmptyState
              title={t('orders.tracking.notFound.title')}
              description={t('orders.tracking.notFound.description')}
              action={
                <Link to={clientPaths.orders} className={buttonClasses({ variant: 'primary' })}>
                  {t('orders.tracking.notFound.action')}
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
