import { describe, expect, it } from 'vitest';
import { KITCHEN_MESSAGES, REFUSAL_MESSAGE_MAX } from '@teranga/shared-ui';
import { acceptFormSchema, DECISION_FORM_MESSAGES, refuseFormSchema } from './decision-forms';

const firstError = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe('acceptFormSchema', () => {
  it('reads the typed minutes as the API body', () => {
    expect(acceptFormSchema.parse({ prep_minutes: ' 25 ' })).toEqual({ prep_minutes: 25 });
  });

  it.each(['', '4', '121', '12.5', 'vingt'])('refuses %j with the shared message', (text) => {
    const issue = firstError(acceptFormSchema.safeParse({ prep_minutes: text }));
    expect(issue).toMatchObject({ message: KITCHEN_MESSAGES.prepMinutes, path: ['prep_minutes'] });
  });
});

describe('refuseFormSchema', () => {
  it('wants a reason', () => {
    const issue = firstError(refuseFormSchema.safeParse({ reason: undefined, message: '' }));
    expect(issue).toMatchObject({ message: DECISION_FORM_MESSAGES.reasonRequired, path: ['reason'] });
  });

  it('sends a message only when one is written', () => {
    expect(refuseFormSchema.parse({ reason: 'rupture', message: '  ' })).toEqual({ reason: 'rupture' });
    expect(refuseFormSchema.parse({ reason: 'surcharge', message: ' 40 min d’attente ' })).toEqual({
      reason: 'surcharge',
      message: '40 min d’attente',
    });
  });

  it('wants a message for « autre », of at most 300 characters', () => {
    expect(firstError(refuseFormSchema.safeParse({ reason: 'autre', message: ' ' }))).toMatchObject({
      message: KITCHEN_MESSAGES.refusalMessageRequired,
      path: ['message'],
    });
    const long = 'x'.repeat(REFUSAL_MESSAGE_MAX + 1);
    expect(firstError(refuseFormSchema.safeParse({ reason: 'rupture', message: long }))).toMatchObject({
      message: KITCHEN_MESSAGES.refusalMessageTooLong,
      path: ['message'],
    });
  });
});
