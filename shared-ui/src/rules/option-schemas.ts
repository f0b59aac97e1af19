import { z } from 'zod';
import { OPTION_LIMITS, OPTION_MESSAGES } from './restaurant-ops';

// The zod side of ./restaurant-ops for the option routes (why apart: see ./index.ts).

/** Names compared as a reader would: "Alloco", "alloco " and "ALLOCO" are one option. */
const nameKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');

const name = (required: string, tooLong: string) =>
  z.string().trim().min(1, { error: required }).max(OPTION_LIMITS.nameMax, { error: tooLong });

/**
 * An id the dish already has keeps it (carts and past orders refer to it); any other id is
 * replaced by a new one on the server, so a client cannot pick ids.
 */
const idField = z.string().max(100).nullish();

const hasAtMostTwoDecimals = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/** One option as the dish form sends it: `price_delta` in euros (0 when absent). */
export const optionInputSchema = z.strictObject({
  id: idField,
  name: name(OPTION_MESSAGES.optionNameRequired, OPTION_MESSAGES.optionNameTooLong),
  price_delta: z
    .number()
    .min(0, { error: OPTION_MESSAGES.priceDelta })
    .max(OPTION_LIMITS.priceDeltaMax, { error: OPTION_MESSAGES.priceDelta })
    .refine(hasAtMostTwoDecimals, { error: OPTION_MESSAGES.priceDelta })
    .default(0),
  is_available: z.boolean().default(true),
});

/** One group: the client picks between `min` and `max` of its options, listed in the given order. */
export const optionGroupInputSchema = z
  .strictObject({
    id: idField,
    name: name(OPTION_MESSAGES.groupNameRequired, OPTION_MESSAGES.groupNameTooLong),
    min: z
      .number()
      .int({ error: OPTION_MESSAGES.groupMin })
      .min(0, { error: OPTION_MESSAGES.groupMin })
      .max(OPTION_LIMITS.optionsPerGroup, { error: OPTION_MESSAGES.groupMin }),
    max: z
      .number()
      .int({ error: OPTION_MESSAGES.groupMax })
      .min(1, { error: OPTION_MESSAGES.groupMax })
      .max(OPTION_LIMITS.optionsPerGroup, { error: OPTION_MESSAGES.groupMax }),
    options: z
      .array(optionInputSchema)
      .min(1, { error: OPTION_MESSAGES.noOptions })
      .max(OPTION_LIMITS.optionsPerGroup, { error: OPTION_MESSAGES.tooManyOptions }),
  })
  .superRefine((group, ctx) => {
    const seen = new Set<string>();
    group.options.forEach((option, index) => {
      const key = nameKey(option.name);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          message: OPTION_MESSAGES.duplicateOption(group.name, option.name),
          path: ['options', index, 'name'],
        });
      seen.add(key);
    });
    if (group.min > group.max)
      ctx.addIssue({ code: 'custom', message: OPTION_MESSAGES.minAboveMax(group.name), path: ['min'] });
    // Availability is not counted: options come and go during service, the group stays valid.
    if (group.max > group.options.length)
      ctx.addIssue({
        code: 'custom',
        message: OPTION_MESSAGES.maxAboveOptions(group.name, group.options.length),
        path: ['max'],
      });
  });

/** A dish's `option_groups`, in the order the form shows them (`[]`: no options). */
export const optionGroupsSchema = z
  .array(optionGroupInputSchema)
  .max(OPTION_LIMITS.groupsPerDish, { error: OPTION_MESSAGES.tooManyGroups })
  .superRefine((groups, ctx) => {
    const seen = new Set<string>();
    groups.forEach((group, index) => {
      const key = nameKey(group.name);
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: OPTION_MESSAGES.duplicateGroup(group.name), path: [index, 'name'] });
      seen.add(key);
    });
  });

export type OptionInput = z.input<typeof optionInputSchema>;
export type OptionGroupInput = z.input<typeof optionGroupInputSchema>;
/** What the schema gives back: names trimmed, `price_delta` and `is_available` filled in. */
export type OptionGroupsPayload = z.output<typeof optionGroupsSchema>;
