import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes SQL migrations from src/db/schema into drizzle/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
