import { getErrorDetail, i18n } from '@teranga/shared-ui';
import axios from 'axios';
import { useCallback, useEffect, useState } from 'react';

import { SHELL_NS } from '../../../i18n';
import { shell } from '../../../locales/fr';

export type LinkOutcome =
  | { status: 'pending' }
  | { status: 'success'; message: string }
  /** `retry` when the API was not reached (the link may still work); never after its answer. */
  | { status: 'error'; message: string; retry?: () => void };

/**
 * One request per link and page: a link works once, so a second request (React StrictMode runs
 * effects twice in development, and a visitor may come back to the page) would turn a success
 * into "link already used". The answer of the first is kept for the page's life and shown again.
 */
const attempts = new Map<string, Promise<string>>();

/** Forgets the requests made (tests: each starts as a fresh page). */
export const forgetLinkAttempts = () => attempts.clear();

/** The API could not be reached, in French; shown in the page's language. */
export const LINK_UNREACHABLE = shell.account.unreachable;

interface LinkRequest {
  /** Which link this is (`verify-email`…), so that two pages never share an answer. */
  kind: string;
  /** The link's token (`?token=…`); without one nothing is sent. */
  token: string | null;
  /** Sends the token; resolves with the sentence to show. */
  send: (token: string) => Promise<string>;
  /** Shown without a token, or when the API refuses without a detail. */
  invalidMessage: string;
}

/** Follows an e-mailed link as soon as its page opens: the request's outcome, for the page to show. */
export function useLinkOnce({ kind, token, send, invalidMessage }: LinkRequest): LinkOutcome {
  const [outcome, setOutcome] = useState<LinkOutcome>(() =>
    token ? { status: 'pending' } : { status: 'error', message: invalidMessage },
  );
  const [round, setRound] = useState(0);
  const retry = useCallback(() => {
    setOutcome({ status: 'pending' });
    setRound((current) => current + 1);
  }, []);

  useEffect(() => {
    if (!token) return;
    const key = `${kind}:${token}`;
    let attempt = attempts.get(key);
    if (!attempt) {
      attempt = send(token);
      attempts.set(key, attempt);
    }
    let shown = true;
    attempt.then(
      (message) => {
        if (shown) setOutcome({ status: 'success', message });
      },
      (error: unknown) => {
        const answered = axios.isAxiosError(error) && error.response !== undefined;
        // Unanswered, the token was not spent: the next try may send it again.
        if (!answered) attempts.delete(key);
        if (!shown) return;
        setOutcome(
          answered
            ? { status: 'error', message: getErrorDetail(error, invalidMessage) }
            : { status: 'error', message: i18n.t(`${SHELL_NS}:account.unreachable`), retry },
        );
      },
    );
    return () => {
      shown = false;
    };
  }, [kind, token, send, invalidMessage, retry, round]);

  return outcome;
}
