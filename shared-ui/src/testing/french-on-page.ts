import { flattenCatalogue, frenchLeftovers } from '../i18n/catalogue-check';
import { i18n, type Bundle } from '../i18n/i18n';

/**
 * What the page says: each text node apart (`textContent` glues neighbours: 'ProfilNom'), and the
 * words given to assistive technologies or shown in empty fields.
 */
function pageText(): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.nodeValue ?? '');
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) parts.push(element.getAttribute(name) ?? '');
  return parts.join('\n');
}

const asWord = (literal: string) =>
  new RegExp(`(?<!\\p{L})${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');

/**
 * The French texts of an area's catalogue, and of shared-ui's `common`, still on an English page:
 * what `frenchLeftovers` finds once `userData` (French written by people: names, addresses, notes)
 * is taken out of the page, as whole words ('Profil' is not a leftover in 'Profile') that the English
 * catalogues do not use themselves ('minutes'). The page must be in English (`setLocale('en')`).
 */
export function frenchOnPage(area: { fr: Bundle; en: Bundle }, userData: readonly string[] = []): string[] {
  let text = pageText();
  for (const data of [...userData].filter(Boolean).sort((a, b) => b.length - a.length))
    text = text.split(data).join('\n');
  const commonFr = i18n.getResourceBundle('fr', 'common') as Bundle;
  const commonEn = i18n.getResourceBundle('en', 'common') as Bundle;
  const english = [...flattenCatalogue(area.en).values(), ...flattenCatalogue(commonEn).values()].join('\n');
  return [...frenchLeftovers(text, area.fr, area.en), ...frenchLeftovers(text, commonFr, commonEn)].filter((found) => {
    const word = asWord(/« (.*) »$/.exec(found)?.[1] ?? found);
    return word.test(text) && !word.test(english);
  });
}
