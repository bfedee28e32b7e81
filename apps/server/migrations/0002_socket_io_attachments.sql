-- Large payloads of the Socket.IO PostgreSQL adapter (scale-out across processes); the table
-- layout is the adapter's own.
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
