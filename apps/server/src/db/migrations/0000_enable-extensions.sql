-- pg_trgm backs fuzzy search (ports, companies, shipments, address duplicates).
-- PGlite loads the extension's code when the client is created; this statement installs it in the database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
