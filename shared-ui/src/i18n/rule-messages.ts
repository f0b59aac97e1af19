import type { Catalogue } from '../rules/messages/catalogue';
import { currentLocale } from './i18n';

/**
 * The shared rules' messages (ACCOUNT_MESSAGES, MONEY_MESSAGES, the zod schemas' errors…) are
 * French: they are the API's words too, and the key of their English, kept once for both sides in
 * rules/messages/en.ts. A screen that shows one itself (a form's field error, a rule's notice) passes
 * it through `localizeMessage`; the API's own answers come already translated (Accept-Language).
 */
let english: Catalogue | null = null;

/** Downloads the English catalogue with the other English catalogues (setLocale). */
export async function loadMessages(locale: string): Promise<void> {
  if (locale !== 'en' || english) return;
  const [{ compileCatalogue, englishQuotes }, { EN_MESSAGES }] = await Promise.all([
    import('../rules/messages/catalogue'),
    import('../rules/messages/en'),
  ]);
  const compiled = compileCatalogue(EN_MESSAGES);
  english = {
    translate: (message) => {
      const text = compiled.translate(message);
      return text === null ? null : englishQuotes(text);
    },
  };
}

/** `message` (a rule's French) in the page's language; one without a translation stays French. */
export function localizeMessage(message: string): string;
export function localizeMessage(message: string | undefined): string | undefined;
export function localizeMessage(message: string | undefined): string | undefined {
  if (!message || currentLocale() === 'fr' || !english) return message;
  return english.translate(message) ?? message;
}
