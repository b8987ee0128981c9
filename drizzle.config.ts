import { defineConfig } from 'drizzle-kit'

// Migrations are generated from server/db/schema and committed; both PGlite and PostgreSQL apply the same files at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
