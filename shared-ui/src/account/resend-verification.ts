/**
 * `POST /auth/email/resend` (issue 15): a new verification link for the signed-in account, and
 * the cooldown the API enforces between two links, shared by every resend button on the screen
 * (the area's reminder and the profile's row must not disagree on when the next send is possible).
 */
import { useIsMutating, useMutation } from '@tanstack/react-query';
import axios from 'axios';
import { useCallback, useId, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { i18n } from '../i18n/i18n';
import { common } from '../i18n/locales/fr';
import { api, getErrorDetail } from '../lib/api-client';
import { ACCOUNT_LINK_MESSAGES, ACCOUNT_LINKS } from '../rules/account';
import { useSession } from '../stores/session';
import type { ApiComponents } from '../types';

type AccountMessage = ApiComponents['schemas']['AccountMessage'];

const resendKey = ['auth', 'email', 'resend'] as const;

/** When the API gave no detail (network failure), in French; shown in the page's language. */
export const RESEND_FAILED = common.emailVerification.failed;

export const resendVerification = async (): Promise<AccountMessage> =>
  (await api.post<AccountMessage>('/auth/email/resend')).data;

/** The seconds of a 429's `Retry-After` (the API sends whole seconds), or null without one. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 429) return null;
  const header = Number(error.response.headers['retry-after']);
  return Number.isFinite(header) && header > 0 ? Math.ceil(header) : null;
}

export interface ResendOutcome {
  tone: 'success' | 'danger';
  text: string;
  /** The button that sent: only it says the outcome, so a page with two says it once. */
  source: string;
}

interface CooldownState {
  /** Whose account the cooldown and the outcome are about: another sign-in starts clean. */
  userId: string | null;
  /** When the API will accept the next send (ms since the epoch), 0 when it already does. */
  until: number;
  outcome: ResendOutcome | null;
}

const useCooldown = create<CooldownState>()(() => ({ userId: null, until: 0, outcome: null }));

/** Forgets every cooldown (tests: each starts as a fresh page). */
export const resetResendCooldown = () => useCooldown.setState({ userId: null, until: 0, outcome: null });

// One clock for every countdown shown, ticking only while one is waiting.
const clockListeners = new Set<() => void>();
let clock: ReturnType<typeof setInterval> | null = null;

function subscribeClock(listener: () => void) {
  clockListeners.add(listener);
  clock ??= setInterval(() => {
    for (const notify of clockListeners) notify();
  }, 250);
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0 && clock) {
      clearInterval(clock);
      clock = null;
    }
  };
}

/**
 * Whole seconds left before `until` (0 once passed). The clock only asks for a new reading: the
 * caller re-renders when the number of seconds changes, and stops listening once it is 0.
 */
function useSecondsUntil(until: number): number {
  const read = useCallback(() => Math.max(0, Math.ceil((until - Date.now()) / 1000)), [until]);
  const subscribe = useCallback(
    (notify: () => void) => {
      if (read() === 0) return () => {};
      const stop = subscribeClock(() => {
        notify();
        if (read() === 0) stop();
      });
      return stop;
    },
    [read],
  );
  return useSyncExternalStore(subscribe, read);
}

export interface ResendVerification {
  resend: () => void;
  pending: boolean;
  /** Seconds before the API accepts another send; 0 when a click may send. */
  secondsLeft: number;
  /** What the last send of this account answered, said once next to the button. */
  outcome: Omit<ResendOutcome, 'source'> | null;
}

/**
 * Sends a new verification link and keeps the cooldown: after a send, the API's 60 s; after a
 * 429, its `Retry-After`. A 409 means the address was verified meanwhile (another tab, another
 * device): the session learns it, and the reminders showing this hook disappear.
 */
export function useResendVerification(): ResendVerification {
  const source = useId();
  const userId = useSession((state) => state.user?.id ?? null);
  const cooldown = useCooldown();
  const own = cooldown.userId === userId;
  const secondsLeft = useSecondsUntil(own ? cooldown.until : 0);
  const pending = useIsMutating({ mutationKey: resendKey }) > 0;

  const mutation = useMutation({
    mutationKey: resendKey,
    mutationFn: resendVerification,
    // The button says the outcome itself, beside it.
    meta: { silent: true },
    onSuccess: (answer) =>
      useCooldown.setState({
        userId,
        until: Date.now() + ACCOUNT_LINKS.resendCooldownS * 1000,
        outcome: { tone: 'success', text: answer.message || ACCOUNT_LINK_MESSAGES.verificationSent, source },
      }),
    onError: (error) => {
      if (axios.isAxiosError(error) && error.response?.status === 409) {
        useSession.getState().mergeUser({ email_verified: true });
        useCooldown.setState({ userId, until: 0, outcome: null });
        return;
      }
      const wait = retryAfterSeconds(error);
      useCooldown.setState({
        userId,
        until: wait ? Date.now() + wait * 1000 : 0,
        outcome: { tone: 'danger', text: getErrorDetail(error, i18n.t('common:emailVerification.failed')), source },
      });
    },
  });

  return {
    resend: () => {
      if (!pending && secondsLeft === 0) mutation.mutate();
    },
    pending,
    secondsLeft,
    outcome: own && cooldown.outcome?.source === source ? cooldown.outcome : null,
  };
}
