import { defineConfig } from 'drizzle-kit';

// Offline generation only: `npm run db:generate -w @app/api`. Migrations are applied in code at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
