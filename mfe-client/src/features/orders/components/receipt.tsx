import {
  Card,
  Heading,
  PAYMENT_MODE_LABELS,
  Stack,
  Text,
  formatDateTime,
  formatNumber,
  formatPrice,
  type OrderReceipt,
} from '@teranga/shared-ui';
import styles from './receipt.module.css';

/** The receipt itself: who sold what to whom and when, the amounts, the VAT in them, the tip's mention. */
export function Receipt({ receipt }: { receipt: OrderReceipt }) {
  const takeAway = receipt.fulfillment === 'a_emporter';
  return (
    <Card as="article" padding="lg" gap={5} className={styles.receipt} aria-label={`Reçu n° ${receipt.number}`}>
      <header className={styles.head}>
        <div>
          <Heading as="h2" size="lg">
            {receipt.restaurant_name}
          </Heading>
          <Text tone="muted">{receipt.restaurant_address}</Text>
        </div>
        <p className={styles.number}>
          Reçu n° <strong data-testid="receipt-number">{receipt.number}</strong>
        </p>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>Commandée le</dt>
          <dd>{formatDateTime(receipt.created_at)}</dd>
        </div>
        {receipt.delivered_at && (
          <div>
            <dt>{takeAway ? 'Récupérée le' : 'Livrée le'}</dt>
            <dd>{formatDateTime(receipt.delivered_at)}</dd>
          </div>
        )}
        <div>
          <dt>Client</dt>
          <dd>{receipt.client_name}</dd>
        </div>
        <div>
          <dt>{takeAway ? 'Retrait' : 'Adresse de livraison'}</dt>
          <dd>{takeAway ? 'À emporter, au restaurant' : receipt.delivery_address}</dd>
        </div>
        <div>
          <dt>Paiement</dt>
          <dd data-testid="receipt-payment">{PAYMENT_MODE_LABELS[receipt.payment_mode]}</dd>
        </div>
      </dl>

      <div className={styles.scroller} role="region" aria-label="Articles du reçu" tabIndex={0}>
        <table className={styles.table}>
          <caption className="tg-visually-hidden">Articles</caption>
          <thead>
            <tr>
              <th scope="col">Article</th>
              <th scope="col" className={styles.end}>
                Qté
              </th>
              <th scope="col" className={styles.end}>
                Prix unitaire
              </th>
              <th scope="col" className={styles.end}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.items.map((item, index) => (
              <tr key={`${item.name}-${index}`} data-testid="receipt-line">
                <td>
                  {item.name}
                  {item.options.length > 0 && <span className={styles.options}>{item.options.join(', ')}</span>}
                </td>
                <td className={styles.end}>{item.quantity}</td>
                <td className={styles.end}>{formatPrice(item.unit_price)}</td>
                <td className={styles.end}>{formatPrice(item.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className={styles.totals}>
        <div>
          <dt>Sous-total</dt>
          <dd data-testid="receipt-subtotal">{formatPrice(receipt.subtotal)}</dd>
        </div>
        {receipt.discount > 0 && (
          <div>
            <dt>Réduction</dt>
            <dd data-testid="receipt-discount">−{formatPrice(receipt.discount)}</dd>
          </div>
        )}
        {!takeAway && (
          <div>
            <dt>Livraison</dt>
            <dd data-testid="receipt-delivery-fee">{formatPrice(receipt.delivery_fee)}</dd>
          </div>
        )}
        {receipt.tip > 0 && (
          <div>
            <dt>Pourboire</dt>
            <dd data-testid="receipt-tip">{formatPrice(receipt.tip)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>Total payé</dt>
          <dd data-testid="receipt-total">{formatPrice(receipt.total)}</dd>
        </div>
        {receipt.refunded > 0 && (
          <div>
            <dt>Remboursé depuis</dt>
            <dd data-testid="receipt-refunded">{formatPrice(receipt.refunded)}</dd>
          </div>
        )}
      </dl>

      <Stack gap={2}>
        <div className={styles.scroller} role="region" aria-labelledby="receipt-vat-title" tabIndex={0}>
          <table className={styles.table}>
            <caption id="receipt-vat-title" className={styles.caption}>
              TVA
            </caption>
            <thead>
              <tr>
                <th scope="col">Ligne</th>
                <th scope="col" className={styles.end}>
                  Base HT
                </th>
                <th scope="col" className={styles.end}>
                  Taux
                </th>
                <th scope="col" className={styles.end}>
                  TVA
                </th>
                <th scope="col" className={styles.end}>
                  TTC
                </th>
              </tr>
            </thead>
            <tbody>
              {receipt.vat.length === 0 ? (
                <tr>
                  <td colSpan={5} className={styles.empty}>
                    Aucun montant soumis à la TVA
                  </td>
                </tr>
              ) : (
                receipt.vat.map((line) => (
                  <tr key={line.label} data-testid="receipt-vat-line">
                    <th scope="row">{line.label}</th>
                    <td className={styles.end}>{formatPrice(line.net)}</td>
                    <td className={styles.end}>{formatNumber(line.rate)} %</td>
                    <td className={styles.end}>{formatPrice(line.vat)}</td>
                    <td className={styles.end}>{formatPrice(line.gross)}</td>
                  </tr>
                ))
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Total TVA
                </th>
                <td className={styles.end} data-testid="receipt-vat-total">
                  {formatPrice(receipt.vat_total)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
        {receipt.tip_note && (
          <Text size="sm" tone="muted" data-testid="receipt-tip-note">
            {receipt.tip_note}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
