import { problem } from '@teranga/shared-ui/mocks';
import { optionChoiceMessage, optionPriceDeltaCents, validateOptionChoice } from '@teranga/shared-ui';
import type { CommandeItem, Restaurant } from '@teranga/shared-ui';
import { db } from './db';

export const MAX_QUANTITY = 50;
export const MAX_LINES = 30;

const roundCents = (euros: number) => Math.round(euros * 100) / 100;

export interface CartLine {
  plat_id?: string;
  quantity?: number;
  option_ids?: string[];
}

/**
 * The cart's lines priced from the catalogue, never from what the client sent, as the API does for
 * `POST /commandes` and `POST /promos/validate` alike: the same dish with the same options is one
 * line; an unknown dish is a 404, another restaurant's, an unavailable one or options it does not
 * take a 422, a bad or too large quantity a 400.
 */
export function priceLines(
  restaurant: Restaurant,
  lines: CartLine[],
): { items: CommandeItem[]; subtotalCents: number } | { error: Response } {
  const items: CommandeItem[] = [];
  const lineKeys: string[] = [];
  for (const line of lines) {
    const plat = db.plats.find((row) => row.id === line.plat_id);
    if (!plat) return { error: problem(404, `Plat non trouvé : ${line.plat_id}`) };
    if (plat.restaurant_id !== restaurant.id) {
      return { error: problem(422, `Le plat « ${plat.name} » n’appartient pas à ce restaurant`) };
    }
    if (!plat.is_available) return { error: problem(422, `Le plat « ${plat.name} » n’est plus disponible`) };
    if (!Number.isInteger(line.quantity) || line.quantity! < 1) return { error: problem(400, 'Quantité invalide') };
    const choice = validateOptionChoice(plat.option_groups, line.option_ids ?? []);
    if (!choice.ok) return { error: problem(422, optionChoiceMessage(choice.problem, plat.name)) };
    const deltaCents = choice.chosen.reduce((sum, { option }) => sum + optionPriceDeltaCents(option), 0);
    const unit = roundCents(plat.price + deltaCents / 100);
    const key = `${plat.id}|${[...(line.option_ids ?? [])].sort().join(',')}`;
    const same = items[lineKeys.indexOf(key)];
    const quantity = (same?.quantity ?? 0) + line.quantity!;
    if (quantity > MAX_QUANTITY) {
      return { error: problem(400, `La quantité du plat « ${plat.name} » ne peut pas dépasser ${MAX_QUANTITY}`) };
    }
    if (same) {
      Object.assign(same, { quantity, subtotal: roundCents(unit * quantity) });
      continue;
    }
    lineKeys.push(key);
    items.push({
      plat_id: plat.id,
      plat_name: plat.name,
      quantity,
      price: unit,
      subtotal: roundCents(unit * quantity),
      options: choice.chosen.map(({ group, option }) => ({
        option_id: option.id,
        group_name: group.name,
        name: option.name,
        price_delta: option.price_delta,
      })),
    });
  }
  const subtotalCents = items.reduce((sum, item) => sum + Math.round(item.subtotal * 100), 0);
  return { items, subtotalCents };
}
