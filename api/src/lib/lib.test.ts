import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { loadConfig, resolveJwtSecret } from '../config';
import { toCents, toEuros } from './money';
import { validationErrorBody } from './validation';

describe('money', () => {
  it('converts cents <-> euros without float noise', () => {
    expect(toEuros(1250)).toBe(12.5);
    expect(toEuros(0)).toBe(0);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
  });
});

describe('French validation messages', () => {
  const schema = z.strictObject({
    name: z.string().min(1),
    age: z.number().int().min(0),
    items: z.array(z.strictObject({ quantity: z.number().int().positive() })).min(1),
    mode: z.enum(['card', 'cash']),
  });
  const detailOf = (input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected failure');
    return validationErrorBody(result.error).errors.map((e) => e.message);
  };

  it('names nested fields and explains the rule', () => {
    expect(detailOf({ name: '', age: 1.5, items: [{ quantity: 0 }], mode: 'cheque', x: 1 })).toEqual([
      'Le champ « name » ne peut pas être vide',
      'Le champ « age » doit être un nombre entier',
      'Le champ « items[0].quantity » doit être strictement supérieur à 0',
      "Le champ « mode » doit valoir l'une des valeurs suivantes : card, cash",
      'Champ non autorisé : « x »',
    ]);
    expect(detailOf({ age: 'x', items: [], mode: 'card' })).toEqual([
      'Le champ « name » est obligatoire',
      'Le champ « age » doit être un nombre',
      'Le champ « items » doit contenir au moins 1 élément',
    ]);
  });
});

describe('config', () => {
  it('defaults relative to the api package', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect(config.port).toBe(8000);
    expect(config.dbPath.endsWith(path.join('api', 'data', 'teranga.db'))).toBe(true);
    expect(config.uploadsDir.endsWith(path.join('api', 'data', 'uploads'))).toBe(true);
    expect(config.corsOrigins).toContain('http://localhost:3001');
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), CORS_ORIGINS: 'https://a.fr, https://b.fr/' }).corsOrigins).toEqual(
      ['https://a.fr', 'https://b.fr'],
    );
  });

  it('generates the JWT secret once (mode 0600) next to the database and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teranga-secret-'));
    try {
      const dbPath = path.join(dir, 'nested', 'db.sqlite');
      const first = resolveJwtSecret(undefined, dbPath);
      expect(first.length).toBeGreaterThanOrEqual(64);
      const file = path.join(dir, 'nested', '.jwt-secret');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(resolveJwtSecret(undefined, dbPath)).toBe(first);
      expect(resolveJwtSecret('y'.repeat(40), dbPath)).toBe('y'.repeat(40));
      expect(() => resolveJwtSecret('short', dbPath)).toThrow(/32/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
