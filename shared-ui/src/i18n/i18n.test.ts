import { afterEach, describe, expect, it } from 'vitest';

import { catalogueProblems, frenchLeftovers } from './catalogue-check';
import {
  adoptProfileLocale,
  currentLocale,
  i18n,
  intlLocale,
  registerNamespace,
  setLocale,
  startI18n,
  storedLocale,
} from './i18n';
import { common as commonEn } from './locales/en';
import { common as commonFr } from './locales/fr';

// Namespaces made up by these tests are not in the typed catalogues.
const text = (key: string): string => (i18n.t as (k: string) => string)(key);

afterEach(async () => {
  await setLocale('fr', { remember: false });
  localStorage.clear();
});

describe('catalogues', () => {
  it('common: English has exactly the French keys, with the same variables', () => {
    expect(catalogueProblems(commonFr, commonEn, 'en')).toEqual([]);
  });

  it('reports a key missing on either side, an empty text and a lost variable', () => {
    const fr = { a: 'Un', b: { c: '{{count}} plats' }, d: 'Trois' };
    const en = { a: '', b: { c: 'dishes' }, e: 'Extra' };
    expect(catalogueProblems(fr, en, 'en')).toEqual([
      'en: texte vide « a »',
      'en: variables différentes « b.c »',
      'en: clé absente « d »',
      'fr: clé absente « e »',
    ]);
  });
});

describe('the page’s language', () => {
  it('starts in French without anything stored, and says so to Intl', async () => {
    expect(await startI18n()).toBe('fr');
    expect(currentLocale()).toBe('fr');
    expect(intlLocale()).toBe('fr-FR');
    expect(i18n.t('common:offline.banner')).toBe('Hors ligne');
  });

  it('starts in the language stored in this browser, its catalogues loaded first', async () => {
    localStorage.setItem('locale', 'en');
    expect(await startI18n()).toBe('en');
    expect(i18n.t('common:offline.banner')).toBe('Offline');
    expect(intlLocale()).toBe('en-GB');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores a stored value that is not a language', async () => {
    localStorage.setItem('locale', 'klingon');
    expect(storedLocale()).toBeNull();
    expect(await startI18n()).toBe('fr');
  });

  it('loads a registered namespace in the new language before switching, and remembers the choice', async () => {
    let loads = 0;
    await registerNamespace(
      'demo',
      { hello: 'Bonjour' },
      {
        en: () => {
          loads += 1;
          return Promise.resolve({ hello: 'Hello' });
        },
      },
    );
    expect(text('demo:hello')).toBe('Bonjour');
    await setLocale('en');
    expect(text('demo:hello')).toBe('Hello');
    expect(localStorage.getItem('locale')).toBe('en');
    await setLocale('fr');
    await setLocale('en');
    expect(loads).toBe(1);
  });

  it('stays usable when a catalogue cannot be downloaded, and tries again on the next switch', async () => {
    let attempts = 0;
    await registerNamespace(
      'flaky',
      { word: 'Mot' },
      {
        en: () => {
          attempts += 1;
          return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ word: 'Word' });
        },
      },
    );
    await expect(setLocale('en')).rejects.toThrow('offline');
    expect(currentLocale()).toBe('fr');
    await setLocale('en');
    expect(text('flaky:word')).toBe('Word');
  });
});

describe('frenchLeftovers', () => {
  it('finds the French texts left on an English page, by their longest literal part', () => {
    const fr = { a: 'Mes commandes', b: 'Bonjour {{name}}, bienvenue', c: 'Email', d: 'Total' };
    const en = { a: 'My orders', b: 'Hello {{name}}, welcome', c: 'Email', d: 'Total' };
    expect(frenchLeftovers('My orders — Bonjour Awa, bienvenue', fr, en)).toEqual(['b: « , bienvenue »']);
    expect(frenchLeftovers('My orders — Hello Awa, welcome — Email', fr, en)).toEqual([]);
  });
});

describe('the profile’s language when a session opens', () => {
  it('applies the profile’s language when this browser has no choice of its own', async () => {
    const saved: string[] = [];
    await adoptProfileLocale('en', async (locale) => saved.push(locale));
    expect(currentLocale()).toBe('en');
    expect(storedLocale()).toBe('en');
    expect(saved).toEqual([]);
  });

  it('keeps the language chosen in this browser and saves it to the profile', async () => {
    await setLocale('en');
    const saved: string[] = [];
    await adoptProfileLocale('fr', async (locale) => saved.push(locale));
    expect(currentLocale()).toBe('en');
    expect(saved).toEqual(['en']);
    await adoptProfileLocale('en', async (locale) => saved.push(locale));
    expect(saved).toEqual(['en']);
  });

  it('ignores a profile without a language', async () => {
    await adoptProfileLocale(undefined, async () => undefined);
    expect(currentLocale()).toBe('fr');
  });
});
