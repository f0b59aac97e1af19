/** What the API accepts for a sign-up document (checked on the bytes there, on the type here). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const ACCEPTED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const ACCEPTED_EXTENSIONS = /\.(pdf|png|jpe?g)$/i;

/** Value of the file inputs' `accept`: the picker offers only what the API takes. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

export const DOCUMENT_MESSAGES = {
  tooLarge: 'Le fichier ne doit pas dépasser 10 Mo',
  badType: 'Format de fichier non accepté : envoyez un PDF, une image PNG ou une image JPEG',
  empty: 'Le fichier est vide',
} as const;

/**
 * The API's own error for a file it would refuse, or null. Checked before sending so a 30 MB
 * scan is not uploaded just to be refused; the API still checks the real bytes.
 */
export function documentFileError(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  // Some systems give no MIME type for a file: the extension decides then.
  const typeOk = file.type ? ACCEPTED_TYPES.includes(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return DOCUMENT_MESSAGES.badType;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  return null;
}
