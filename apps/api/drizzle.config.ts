// drizzle-kit configuration: `npm run db:generate -w apps/api` writes SQL migrations to ./drizzle.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
