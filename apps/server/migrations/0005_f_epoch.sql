-- Seconds since the epoch of a timestamptz. The value does not depend on the session time zone,
-- so the function can be IMMUTABLE (extract() is only STABLE because of its other fields); the
-- products.popularity generated column needs that.
CREATE OR REPLACE FUNCTION f_epoch(timestamptz) RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN extract(epoch FROM $1);
