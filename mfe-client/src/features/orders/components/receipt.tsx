import { useTranslation } from 'react-i18next';
import {
  Card,
  Heading,
  Stack,
  Text,
  formatDateTime,
  formatNumber,
  formatPrice,
  type OrderReceipt,
} from '@teranga/shared-ui';
import { CLIENT_NS } from '../../../i18n';
import styles from './receipt.module.css';

/** The receipt itself: who sold what to whom and when, the amounts, the VAT in them, the tip's mention. */
export function Receipt({ receipt }: { receipt: OrderReceipt }) {
  const { t } = useTranslation([CLIENT_NS, 'common']);
  const takeAway = receipt.fulfillment === 'a_emporter';
  return (
    <Card
      as="article"
      padding="lg"
      gap={5}
      className={styles.receipt}
      aria-label={t('orders.receipt.label', { number: receipt.number })}
    >
      <header className={styles.head}>
        <div>
          <Heading as="h2" size="lg">
            {receipt.restaurant_name}
          </Heading>
          <Text tone="muted">{receipt.restaurant_address}</Text>
        </div>
        <p className={styles.number}>
          {t('orders.receipt.number')} <strong data-testid="receipt-number">{receipt.number}</strong>
        </p>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.receipt.orderedAt')}</dt>
          <dd>{formatDateTime(receipt.created_at)}</dd>
        </div>
        {receipt.delivered_at && (
          <div>
            <dt>{takeAway ? t('orders.receipt.collectedAt') : t('orders.receipt.deliveredAt')}</dt>
            <dd>{formatDateTime(receipt.delivered_at)}</dd>
          </div>
        )}
        <div>
          <dt>{t('orders.receipt.client')}</dt>
          <dd>{receipt.client_name}</dd>
        </div>
        <div>
          <dt>{takeAway ? t('orders.receipt.pickup') : t('orders.receipt.deliveryAddress')}</dt>
          <dd>{takeAway ? t('orders.receipt.pickupValue') : receipt.delivery_address}</dd>
        </div>
        <div>
          <dt>{t('orders.receipt.payment')}</dt>
          <dd data-testid="receipt-payment">{t(`common:labels.paymentMode.${receipt.payment_mode}`)}</dd>
        </div>
      </dl>

      <div className={styles.scroller} role="region" aria-label={t('orders.receipt.items')} tabIndex={0}>
        <table className={styles.table}>
          <caption className="tg-visually-hidden">{t('orders.receipt.itemsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.receipt.item')}</th>
              <th scope="col" className={styles.end}>
                {t('orders.receipt.quantity')}
              </th>
              <th scope="col" className={styles.end}>
                {t('orders.receipt.unitPrice')}
              </th>
              <th scope="col" className={styles.end}>
                {t('money.total')}
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
          <dt>{t('money.subtotal')}</dt>
          <dd data-testid="receipt-subtotal">{formatPrice(receipt.subtotal)}</dd>
        </div>
        {receipt.discount > 0 && (
          <div>
            <dt>{t('money.discount')}</dt>
            <dd data-testid="receipt-discount">−{formatPrice(receipt.discount)}</dd>
          </div>
        )}
        {!takeAway && (
          <div>
            <dt>{t('money.delivery')}</dt>
            <dd data-testid="receipt-delivery-fee">{formatPrice(receipt.delivery_fee)}</dd>
          </div>
        )}
        {receipt.tip > 0 && (
          <div>
            <dt>{t('money.tip')}</dt>
            <dd data-testid="receipt-tip">{formatPrice(receipt.tip)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('orders.receipt.totalPaid')}</dt>
          <dd data-testid="receipt-total">{formatPrice(receipt.total)}</dd>
        </div>
        {receipt.refunded > 0 && (
          <div>
            <dt>{t('orders.receipt.refunded')}</dt>
            <dd data-testid="receipt-refunded">{formatPrice(receipt.refunded)}</dd>
          </div>
        )}
      </dl>

      <Stack gap={2}>
        <div className={styles.scroller} role="region" aria-labelledby="receipt-vat-title" tabIndex={0}>
          <table className={styles.table}>
            <caption id="receipt-vat-title" className={styles.caption}>
              {t('orders.receipt.vat')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.receipt.vatLine')}</th>
                <th scope="col" className={styles.end}>
                  {t('orders.receipt.vatNet')}
                </th>
                <th scope="col" className={styles.end}>
                  {t('orders.receipt.vatRate')}
                </th>
                <th scope="col" className={styles.end}>
                  {t('orders.receipt.vat')}
                </th>
                <th scope="col" className={styles.end}>
                  {t('orders.receipt.vatGross')}
                </th>
              </tr>
            </thead>
            <tbody>
              {receipt.vat.length === 0 ? (
                <tr>
                  <td colSpan={5} className={styles.empty}>
                    {t('orders.receipt.vatNone')}
                  </td>
                </tr>
              ) : (
                receipt.vat.map((line) => (
                  <tr key={line.label} data-testid="receipt-vat-line">
                    <th scope="row">{t(`orders.receipt.vatLines.${line.label}`)}</th>
                    <td className={styles.end}>{formatPrice(line.net)}</td>
                    <td className={styles.end}>
                      {t('orders.receipt.vatRateValue', { rate: formatNumber(line.rate) })}
                    </td>
                    <td className={styles.end}>{formatPrice(line.vat)}</td>
                    <td className={styles.end}>{formatPrice(line.gross)}</td>
                  </tr>
                ))
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('orders.receipt.vatTotal')}
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
