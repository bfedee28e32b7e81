import { defineConfig } from 'drizzle-kit'

// Only `generate` is used: migrations are applied programmatically at start-up because the
// drizzle-kit CLI cannot load the pg_trgm/unaccent extensions into PGlite (STACK.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db-schema.ts',
  out: './apps/server/migrations',
  casing: 'snake_case',
})
