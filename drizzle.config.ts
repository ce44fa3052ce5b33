import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from db/schema.ts (`npm run db:generate`).
// Migrations are applied by db/migrate.ts with the runtime driver.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
});
