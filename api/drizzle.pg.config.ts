import { defineConfig } from 'drizzle-kit';

// PostgreSQL twin of drizzle.config.ts (issue 13): `npm run db:generate:pg`. Generating needs
// no database, hence no dbCredentials; the migrations are applied by src/db/migrate-pg.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-pg.ts',
  out: './drizzle-pg',
  strict: true,
  verbose: true,
});
