import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'

/**
 * spec §3 Cart: one row per variant in a user's cart. Guests are users too (a guest token is a
 * guest user's session), so a guest cart is the guest user's rows and merges on login.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Kept when the variant disappears, so the item shows in the invalid list instead of vanishing. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    /** Affiliate link code the item was added through, for commission attribution. */
    affiliate: text('affiliate'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_variant_uq').on(t.userId, t.variantId),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
    check('cart_items_quantity', sql`${t.quantity} > 0 AND ${t.quantity} <= 999`),
  ],
)
