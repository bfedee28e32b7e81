-- Records every product status change in product_status_history, in the same transaction.
-- The id is a UUIDv7 built in SQL (48-bit millisecond time, version 7, variant 10) so history
-- rows sort by time like every other id. The acting user is the transaction's xinh.actor_id
-- (set with set_config(..., true) by the services); reason is the rejection reason.
CREATE OR REPLACE FUNCTION xinh_uuidv7() RETURNS uuid LANGUAGE sql VOLATILE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid()) PLACING substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_product_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO product_status_history (id, product_id, from_status, to_status, actor_id, reason)
    VALUES (
      xinh_uuidv7(),
      NEW.id,
      CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.status END,
      NEW.status,
      nullif(current_setting('xinh.actor_id', true), '')::uuid,
      CASE WHEN NEW.status = 'rejected' THEN NEW.rejection_reason END
    );
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_status_history
AFTER INSERT OR UPDATE OF status ON products
FOR EACH ROW EXECUTE FUNCTION record_product_status();
