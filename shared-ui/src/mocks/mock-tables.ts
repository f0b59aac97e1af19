/** The mock API's tables: what the handlers read and change, typed from the fixtures. */
export type MockTables<Fixtures> = { -readonly [K in keyof Fixtures]: Fixtures[K] } & {
  /** Back to copies of the fixtures: handlers change the copies, so every test starts from the same data. */
  reset(): void;
};

/**
 * An area's mock database, one table per fixture (an array of rows, or any other structured-
 * cloneable value such as a Map), starting from copies of the fixtures.
 */
export function createMockTables<Fixtures extends Record<string, unknown>>(fixtures: Fixtures): MockTables<Fixtures> {
  const tables = {
    reset() {
      for (const key of Object.keys(fixtures)) Object.assign(tables, { [key]: structuredClone(fixtures[key]) });
    },
  } as MockTables<Fixtures>;
  tables.reset();
  return tables;
}

/** Case- and accent-insensitive form of a name, as the API compares them ('senegalais' finds 'Sénégalais'). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
