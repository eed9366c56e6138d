// drizzle-kit configuration: `pnpm --filter @screening/server db:generate` writes a new SQL migration after a schema change.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
