import { useState } from 'react';
import { getErrorDetail, i18n, type Fulfillment, type PromoQuote } from '@teranga/shared-ui';
import { promoCodeSchema } from '@teranga/shared-ui/rules';
import type { CartLineItem } from '../../../components/cart/cart-store';
import '../../../i18n';
import { usePromoQuote } from '../api/validate-promo';

export type PromoStatus =
  | { kind: 'none' }
  | { kind: 'checking'; code: string }
  | { kind: 'applied'; code: string; quote: PromoQuote }
  /** `code` null: refused before being checked (its format), or by the order itself. */
  | { kind: 'refused'; code: string | null; reason: string };

interface PromoCart {
  restaurantId: string | null;
  items: readonly CartLineItem[];
  fulfillment: Fulfillment;
}

/**
 * The checkout's promo code. 'Appliquer' checks the typed code with the shared rule, then asks
 * the server what it gives this cart; the answer is keyed by the cart and the fulfillment, so any
 * change there checks the code again: a code that stops applying (a dish removed below its
 * minimum, a free delivery on take-away) shows its reason and is no longer sent, and applies again
 * if the cart comes back within its terms. The server alone computes the discount.
 */
export function usePromoCode({ restaurantId, items, fulfillment }: PromoCart) {
  const [input, setInput] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const quote = usePromoQuote(
    {
      code: code ?? '',
      restaurant_id: restaurantId ?? '',
      items: items.map((item) => ({ plat_id: item.id, quantity: item.quantity, option_ids: item.option_ids })),
      fulfillment,
    },
    { enabled: code !== null && Boolean(restaurantId) && items.length > 0 },
  );

  let status: PromoStatus;
  if (code === null) status = refusal ? { kind: 'refused', code: null, reason: refusal } : { kind: 'none' };
  else if (quote.isFetching || (!quote.data && !quote.error)) status = { kind: 'checking', code };
  else if (quote.error)
    status = {
      kind: 'refused',
      code,
      reason: getErrorDetail(quote.error, i18n.t('client:checkout.promo.checkFailed')),
    };
  else status = { kind: 'applied', code, quote: quote.data! };

  return {
    input,
    status,
    /** The code the order sends: applied, or still being checked (the server has the last word). */
    orderCode: status.kind === 'applied' || status.kind === 'checking' ? status.code : null,
    /** Typing again forgets the last refusal (and stops checking the refused code). */
    edit(value: string) {
      setInput(value);
      if (status.kind === 'refused') {
        setCode(null);
        setRefusal(null);
      }
    },
    apply() {
      const parsed = promoCodeSchema.safeParse(input);
      if (!parsed.success) {
        setCode(null);
        setRefusal(parsed.error.issues[0]!.message);
        return;
      }
      setRefusal(null);
      setInput(parsed.data);
      // The same code again (after a network failure, say): asked again rather than read from the cache.
      if (parsed.data === code) void quote.refetch();
      else setCode(parsed.data);
    },
    remove() {
      setCode(null);
      setRefusal(null);
      setInput('');
    },
    /** The order was refused because of the code (`POST /commandes`' 422): it is dropped, the reason kept. */
    refuse(reason: string) {
      setCode(null);
      setRefusal(reason);
    },
  };
}

export type PromoCode = ReturnType<typeof usePromoCode>;
