import { z } from 'zod';
import { OPTION_LIMITS, type PlatOptionGroup } from '@teranga/shared-ui';
import { optionGroupsSchema } from '@teranga/shared-ui/rules';

/** One option as the dish form edits it (numbers stay strings); `id` null until the server gives one. */
export interface OptionValues {
  id: string | null;
  name: string;
  /** Euros as typed; empty means no supplement. */
  price_delta: string;
  is_available: boolean;
}

export interface OptionGroupValues {
  id: string | null;
  name: string;
  min: string;
  max: string;
  options: OptionValues[];
}

export const newOption = (): OptionValues => ({ id: null, name: '', price_delta: '0', is_available: true });

/** A new group: one option to name, optional (min 0), one choice at most. */
export const newOptionGroup = (): OptionGroupValues => ({
  id: null,
  name: '',
  min: '0',
  max: '1',
  options: [newOption()],
});

export const canAddGroup = (groups: readonly unknown[]) => groups.length < OPTION_LIMITS.groupsPerDish;
export const canAddOption = (options: readonly unknown[]) => options.length < OPTION_LIMITS.optionsPerGroup;

export function optionGroupsToFormValues(groups: readonly PlatOptionGroup[]): OptionGroupValues[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    min: String(group.min),
    max: String(group.max),
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      price_delta: String(option.price_delta),
      is_available: option.is_available,
    })),
  }));
}

/** A whole number as typed; anything else is NaN, which the shared schema refuses with its message. */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** Euros as typed, a decimal comma read as a point; empty is no supplement. */
const euros = (text: string) => (text.trim() === '' ? 0 : Number(text.replace(',', '.')));

/**
 * The options section as typed, read into the API's `option_groups` and checked with the shared
 * `optionGroupsSchema` (its limits and French messages, at the same paths as the form's fields).
 * Known ids are sent back, so the server keeps them (carts and past orders refer to them).
 */
export const optionGroupsFormSchema = z
  .array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      min: z.string(),
      max: z.string(),
      options: z.array(
        z.object({ id: z.string().nullable(), name: z.string(), price_delta: z.string(), is_available: z.boolean() }),
      ),
    }),
  )
  .transform((groups): z.input<typeof optionGroupsSchema> =>
    groups.map((group) => ({
      ...(group.id ? { id: group.id } : {}),
      name: group.name,
      min: whole(group.min),
      max: whole(group.max),
      options: group.options.map((option) => ({
        ...(option.id ? { id: option.id } : {}),
        name: option.name,
        price_delta: euros(option.price_delta),
        is_available: option.is_available,
      })),
    })),
  )
  .pipe(optionGroupsSchema);

export type OptionGroupsPayload = z.output<typeof optionGroupsFormSchema>;

/**
 * `option_groups` in the body only when it says something: a dish that had none and still has
 * none leaves the key out (the API's default, and the spec's body unchanged); removing the last
 * group sends `[]`.
 */
export function withOptionGroups<T extends { option_groups?: readonly unknown[] }>(
  fields: T,
  previous: readonly PlatOptionGroup[] = [],
): T {
  const { option_groups: groups, ...rest } = fields;
  if (!groups || (groups.length === 0 && previous.length === 0)) return rest as T;
  return fields;
}

/** A message zod gave a list itself (too many, none): react-hook-form keeps it as the array's `root` or as the field. */
export const listMessage = (error: { message?: string; root?: { message?: string } } | undefined) =>
  error?.root?.message ?? error?.message;
