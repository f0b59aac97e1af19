import { i18n } from '../../i18n/i18n';
import { common } from '../../i18n/locales/fr';

/** What the API accepts for a sign-up document (checked on the bytes there, on the type here). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const ACCEPTED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const ACCEPTED_EXTENSIONS = /\.(pdf|png|jpe?g)$/i;

/** Value of the file inputs' `accept`: the picker offers only what the API takes. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** The API's own words for these refusals, in French (the screens say them in the page's language). */
export const DOCUMENT_MESSAGES = {
  tooLarge: common.document.tooLarge,
  badType: common.document.badType,
  empty: common.document.empty,
} as const;

/**
 * The API's own error for a file it would refuse (in the page's language), or null. Checked before sending so a 30 MB
 * scan is not uploaded just to be refused; the API still checks the real bytes.
 */
export function documentFileError(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  // Some systems give no MIME type for a file: the extension decides then.
  const typeOk = file.type ? ACCEPTED_TYPES.includes(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return i18n.t('common:document.badType');
  if (file.size > DOCUMENT_MAX_BYTES) return i18n.t('common:document.tooLarge');
  if (file.size === 0) return i18n.t('common:document.empty');
  return null;
}
