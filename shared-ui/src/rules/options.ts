// Dish options: which choices of options an order line may carry and what they add to its price.
// One rule for the client's option dialog (wire shape, euros) and the API (stored shape, cents);
// the API stays the authority: it runs it again on the dish read from its database.
import { OPTION_MESSAGES } from './restaurant-ops';

/** The stored option (`price_delta_cents`) and the option of the API's answers (`price_delta`, euros) both fit. */
export type ChoosableOption = { id: string; name: string; is_available: boolean } & (
  { price_delta_cents: number } | { price_delta: number }
);

export interface ChoosableGroup<O extends ChoosableOption = ChoosableOption> {
  id: string;
  name: string;
  min: number;
  max: number;
  options: readonly O[];
}

/** Why a choice cannot be ordered; `optionChoiceMessage` words it. */
export type OptionChoiceProblem =
  | { kind: 'unknown'; optionId: string }
  | { kind: 'unavailable'; option: string }
  | { kind: 'repeated'; option: string }
  | { kind: 'tooFew'; group: string; min: number }
  | { kind: 'tooMany'; group: string; max: number };

export type OptionChoice<G extends ChoosableGroup> =
  { ok: true; chosen: { group: G; option: G['options'][number] }[] } | { ok: false; problem: OptionChoiceProblem };

/** An option's supplement in cents, whichever shape it comes in (1.005 € → 101, as the API's `toCents`). */
export function optionPriceDeltaCents(option: ChoosableOption): number {
  return 'price_delta_cents' in option
    ? option.price_delta_cents
    : Math.round(Number((option.price_delta * 100).toPrecision(12)));
}

/**
 * Checks `optionIds` against the dish's `groups`: each id an option of this dish, available, chosen
 * once, then each group's `min` and `max`. The first problem found is returned. `chosen` follows the
 * dish's order (groups, then options), not the order of `optionIds`, so one choice reads one way.
 */
export function validateOptionChoice<G extends ChoosableGroup>(
  groups: readonly G[],
  optionIds: readonly string[],
): OptionChoice<G> {
  const owners = new Map<string, { group: G; option: G['options'][number] }>();
  for (const group of groups) for (const option of group.options) owners.set(option.id, { group, option });

  const picked = new Set<string>();
  for (const id of optionIds) {
    const owner = owners.get(id);
    if (!owner) return { ok: false, problem: { kind: 'unknown', optionId: id } };
    if (!owner.option.is_available) return { ok: false, problem: { kind: 'unavailable', option: owner.option.name } };
    if (picked.has(id)) return { ok: false, problem: { kind: 'repeated', option: owner.option.name } };
    picked.add(id);
  }

  const chosen: { group: G; option: G['options'][number] }[] = [];
  for (const group of groups) {
    const inGroup = group.options.filter((option) => picked.has(option.id));
    if (inGroup.length > group.max)
      return { ok: false, problem: { kind: 'tooMany', group: group.name, max: group.max } };
    if (inGroup.length < group.min)
      return { ok: false, problem: { kind: 'tooFew', group: group.name, min: group.min } };
    for (const option of inGroup) chosen.push({ group, option });
  }
  return { ok: true, chosen };
}

/** The French sentence of a problem, naming the dish (the API's 422 `detail`, the dialog's hint). */
export function optionChoiceMessage(problem: OptionChoiceProblem, dishName: string): string {
  switch (problem.kind) {
    case 'unknown':
      return OPTION_MESSAGES.unknownOption(problem.optionId, dishName);
    case 'unavailable':
      return OPTION_MESSAGES.unavailableOption(problem.option, dishName);
    case 'repeated':
      return OPTION_MESSAGES.repeatedOption(problem.option, dishName);
    case 'tooFew':
      return OPTION_MESSAGES.tooFewChosen(problem.min, problem.group, dishName);
    case 'tooMany':
      return OPTION_MESSAGES.tooManyChosen(problem.max, problem.group, dishName);
  }
}

/**
 * What the options among `optionIds` add to one unit of the dish, in cents. Ids the dish does not
 * have count for nothing and a repeated id once: the dialog shows a running total while its choice
 * may still be incomplete; whether it can be ordered is `validateOptionChoice`'s answer.
 */
export function optionsPriceDeltaCents(groups: readonly ChoosableGroup[], optionIds: readonly string[]): number {
  const wanted = new Set(optionIds);
  let cents = 0;
  for (const group of groups)
    for (const option of group.options) if (wanted.has(option.id)) cents += optionPriceDeltaCents(option);
  return cents;
}

/** A group as a form sends it: ids only for what the dish already had. */
interface SentGroup {
  id?: string | null;
  options: readonly { id?: string | null }[];
}

type WithId<T> = Omit<T, 'id'> & { id: string };

/**
 * The ids of the groups to store for a dish whose groups are `current`, in the order sent: an id
 * the dish already has (a group's among its groups, an option's among its options) is kept, once;
 * any other id, or none, gets a new one. Ids are the server's: a client cannot alias another dish's
 * option. Fields other than the ids are left as sent (the API converts the prices).
 */
export function withServerOptionIds<G extends SentGroup>(
  sent: readonly G[],
  current: readonly { id: string; options: readonly { id: string }[] }[],
): (WithId<Omit<G, 'options'>> & { options: WithId<G['options'][number]>[] })[] {
  const groupIds = new Set(current.map((group) => group.id));
  const optionIds = new Set(current.flatMap((group) => group.options.map((option) => option.id)));
  const keep = (ids: Set<string>, id: string | null | undefined) => {
    if (!id || !ids.has(id)) return crypto.randomUUID();
    ids.delete(id);
    return id;
  };
  return sent.map((group) => ({
    ...group,
    id: keep(groupIds, group.id),
    // A spread of a generic is typed as the intersection, not as `WithId` (TypeScript's limit).
    options: group.options.map((option) => ({ ...option, id: keep(optionIds, option.id) }) as WithId<typeof option>),
  }));
}
