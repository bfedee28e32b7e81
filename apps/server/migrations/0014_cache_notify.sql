-- Page-cache invalidation (issue 11, decision 007): a write to what public pages show sends
-- NOTIFY xinh_cache '<tag>' in its transaction, delivered to every process after commit (and
-- never for a rolled-back write). Tags: product:<id>, shop:<id>, listing (a list somewhere may
-- show it), content (categories, platform banners, collections, vouchers). Counters that change
-- with every order (stock, sold, popularity, voucher uses) evict only the product's own pages,
-- unless stock crosses zero (a sold-out badge on lists).
CREATE OR REPLACE FUNCTION xinh_cache_notify(tag text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('xinh_cache', tag)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION xinh_cache_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counters text[] := ARRAY['stock', 'sold', 'popularity', 'rating', 'rating_count', 'updated_at'];
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM xinh_cache_notify('product:' || OLD.id);
    PERFORM xinh_cache_notify('listing');
    RETURN OLD;
  END IF;
  PERFORM xinh_cache_notify('product:' || NEW.id);
  IF TG_OP = 'INSERT'
     OR (to_jsonb(OLD) - counters) IS DISTINCT FROM (to_jsonb(NEW) - counters)
     OR (OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0) THEN
    PERFORM xinh_cache_notify('listing');
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_cache_notify AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_products();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION xinh_cache_product_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counters text[] := ARRAY['stock', 'sold', 'updated_at'];
  row_old jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  row_new jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  product text := coalesce(row_new ->> 'product_id', row_old ->> 'product_id');
BEGIN
  PERFORM xinh_cache_notify('product:' || product);
  IF TG_TABLE_NAME <> 'product_reviews' AND (
       TG_OP <> 'UPDATE'
       OR (row_old - counters) IS DISTINCT FROM (row_new - counters)
       OR ((row_old ->> 'stock')::int > 0) IS DISTINCT FROM ((row_new ->> 'stock')::int > 0)) THEN
    PERFORM xinh_cache_notify('listing');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_cache_notify AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_classifications_cache_notify AFTER INSERT OR UPDATE OR DELETE ON product_classifications
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_product_rows();
--> statement-breakpoint
CREATE TRIGGER promotion_items_cache_notify AFTER INSERT OR UPDATE OR DELETE ON promotion_items
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_product_rows();
--> statement-breakpoint
CREATE TRIGGER product_reviews_cache_notify AFTER INSERT OR UPDATE OR DELETE ON product_reviews
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_product_rows();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION xinh_cache_shop_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_any jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  shop text := CASE WHEN TG_TABLE_NAME = 'shops' THEN row_any ->> 'id' ELSE row_any ->> 'shop_id' END;
BEGIN
  IF shop IS NOT NULL THEN
    PERFORM xinh_cache_notify('shop:' || shop);
  END IF;
  -- a shop's name, avatar or pause shows on every list; a platform banner or collection is content
  IF TG_TABLE_NAME = 'shops' AND TG_OP = 'UPDATE'
     AND (to_jsonb(OLD) - ARRAY['follower_count', 'rating', 'updated_at']) IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['follower_count', 'rating', 'updated_at']) THEN
    PERFORM xinh_cache_notify('listing');
  ELSIF TG_TABLE_NAME IN ('banners', 'collections', 'promotions') THEN
    PERFORM xinh_cache_notify('content');
    PERFORM xinh_cache_notify('listing');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shops_cache_notify AFTER INSERT OR UPDATE OR DELETE ON shops
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_shop_rows();
--> statement-breakpoint
CREATE TRIGGER shop_follows_cache_notify AFTER INSERT OR DELETE ON shop_follows
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_shop_rows();
--> statement-breakpoint
CREATE TRIGGER shop_categories_cache_notify AFTER INSERT OR UPDATE OR DELETE ON shop_categories
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_shop_rows();
--> statement-breakpoint
CREATE TRIGGER banners_cache_notify AFTER INSERT OR UPDATE OR DELETE ON banners
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_shop_rows();
--> statement-breakpoint
CREATE TRIGGER collections_cache_notify AFTER INSERT OR UPDATE OR DELETE ON collections
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_shop_rows();
--> statement-breakpoint
CREATE TRIGGER promotions_cache_notify AFTER INSERT OR UPDATE OR DELETE ON promotions
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_shop_rows();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION xinh_cache_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- vouchers count their uses on every order: only a change to the voucher itself matters
  IF TG_TABLE_NAME = 'vouchers' AND TG_OP = 'UPDATE'
     AND (to_jsonb(OLD) - ARRAY['used', 'budget_used', 'saved', 'updated_at']) IS NOT DISTINCT FROM (to_jsonb(NEW) - ARRAY['used', 'budget_used', 'saved', 'updated_at']) THEN
    RETURN NULL;
  END IF;
  PERFORM xinh_cache_notify('content');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_cache_notify AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION xinh_cache_content();
--> statement-breakpoint
CREATE TRIGGER collection_products_cache_notify AFTER INSERT OR UPDATE OR DELETE ON collection_products
  FOR EACH STATEMENT EXECUTE FUNCTION xinh_cache_content();
--> statement-breakpoint
CREATE TRIGGER vouchers_cache_notify AFTER INSERT OR UPDATE OR DELETE ON vouchers
  FOR EACH ROW EXECUTE FUNCTION xinh_cache_content();
--> statement-breakpoint
CREATE TRIGGER voucher_products_cache_notify AFTER INSERT OR UPDATE OR DELETE ON voucher_products
  FOR EACH STATEMENT EXECUTE FUNCTION xinh_cache_content();
