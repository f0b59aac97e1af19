import { formatPrice, i18n, readDecimal, type Fulfillment } from '@teranga/shared-ui';
import '../../../i18n';

/** The tip radio: none, one of the server's presets (its euros as text), or another amount. */
export const NO_TIP = 'none';
export const OTHER_TIP = 'other';

/**
 * Euros as a French client types them ('2,50', '2.5', ' 3 '); NaN for anything else, so the
 * shared tip rule refuses it with its own message.
 */
export const parseEuros = (text: string): number => readDecimal(text, Number.NaN);

/** '1 €' for a whole preset ('€1' in English), '1,50 €' otherwise. */
export const presetLabel = (euros: number) =>
  Number.isInteger(euros) ? i18n.t('client:checkout.tip.preset', { euros }) : formatPrice(euros);

/** The tip the order carries (euros): none on take-away, where no courier comes. */
export function tipAmount(values: { fulfillment: Fulfillment; tip: string; tipOther: string }): number {
  if (values.fulfillment !== 'livraison' || values.tip === NO_TIP) return 0;
  return values.tip === OTHER_TIP ? parseEuros(values.tipOther) : Number(values.tip);
}
