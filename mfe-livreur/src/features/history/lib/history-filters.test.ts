import { describe, expect, it } from 'vitest';
import { countsByFilter } from './history-filters';

describe('history filters', () => {
  it("counts each filter from the server's totals; 'En cours' adds accepted and picked-up deliveries", () => {
    const by_status = { en_attente: 0, acceptee: 1, en_cours: 2, livree: 1000, annulee: 4 };
    expect(countsByFilter({ total: 1007, by_status })).toEqual({ all: 1007, livree: 1000, en_cours: 3, annulee: 4 });
  });
});
