/** Case- and accent-insensitive comparison, as the real API does ('senegalais' finds 'Sénégalais'). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
