/**
 * The `tel:` link of a number as people type it ('06 12 34 56 78', '06.12.34.56.78',
 * '+33 (0)6 12 34 56 78'): digits only, with the leading `+` of an international number. The
 * '(0)' of the French habit is dropped after a country code, or the phone would dial +3306….
 * Null when nothing dialable is left.
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const international = trimmed.startsWith('+');
  const digits = (international ? trimmed.replace(/\(0\)/g, '') : trimmed).replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${international ? '+' : ''}${digits}`;
}
