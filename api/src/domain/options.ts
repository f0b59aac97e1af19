/**
 * Dish options on an order line: the server's side of the shared choice rule
 * (`validateOptionChoice` of `@teranga/shared-ui/rules`), run on the dish read from the database.
 */
import {
  optionChoiceMessage,
  validateOptionChoice,
  type ChosenOption,
  type OptionGroupsPayload,
  type StoredOptionGroup,
  withServerOptionIds,
} from '@teranga/shared-ui/rules';
import { unprocessable } from '../lib/errors';
import { toCents } from '../lib/money';

/** What an order line needs of its dish. */
export interface OptionedPlat {
  id: string;
  name: string;
  optionGroups: StoredOptionGroup[];
}

/**
 * The options `optionIds` of one unit of `plat`: what they add (cents) and their snapshot for the
 * order line, in the dish's order. 422 with a French detail naming the dish when an id is not an
 * option of this dish (another dish's included), an option is unavailable or repeated, or a group's
 * `min` / `max` is broken.
 */
export function priceLineOptions(
  plat: OptionedPlat,
  optionIds: string[],
): { deltaCents: number; chosen: ChosenOption[] } {
  const choice = validateOptionChoice(plat.optionGroups, optionIds);
  if (!choice.ok) throw unprocessable(optionChoiceMessage(choice.problem, plat.name));
  const chosen = choice.chosen.map(({ group, option }): ChosenOption => ({
    option_id: option.id,
    group_name: group.name,
    name: option.name,
    price_delta_cents: option.price_delta_cents,
  }));
  return { deltaCents: chosen.reduce((sum, option) => sum + option.price_delta_cents, 0), chosen };
}

/**
 * The key of a choice, whatever the order of its ids: the same dish with the same key is one order
 * line. Ids are escaped, so no two different lists share a key even before they are validated.
 */
export function optionKey(optionIds: string[]): string {
  return optionIds.map(encodeURIComponent).sort().join(',');
}

/**
 * The groups to store for a dish whose groups are `current`, in the order sent, prices in cents;
 * ids kept or drawn by the shared rule (`withServerOptionIds`: a client cannot pick ids).
 */
export function toStoredOptionGroups(
  input: OptionGroupsPayload,
  current: readonly StoredOptionGroup[],
): StoredOptionGroup[] {
  return withServerOptionIds(input, current).map((group) => ({
    id: group.id,
    name: group.name,
    min: group.min,
    max: group.max,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      price_delta_cents: toCents(option.price_delta),
      is_available: option.is_available,
    })),
  }));
}
