import { sql } from 'drizzle-orm'
import { boolean, check, index, pgEnum, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'

/** spec §3 body measurements, centimetres and kilograms. */
export const bodyMeasurements = pgTable('body_measurements', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  height: real('height'),
  weight: real('weight'),
  bust: real('bust'),
  upperWaist: real('upper_waist'),
  waist: real('waist'),
  hip: real('hip'),
  shoulder: real('shoulder'),
  butt: real('butt'),
  sleeveLength: real('sleeve_length'),
  topLength: real('top_length'),
  pantsLength: real('pants_length'),
  cup: text('cup'),
  updatedAt: updatedAt(),
})

export const addressType = pgEnum('address_type', ['home', 'company'])

/** spec §3 Address in the two-tier form (Resolution 202/2025), names denormalised for display. */
export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    city: text('city').notNull(),
    wardCode: text('ward_code').notNull(),
    ward: text('ward').notNull(),
    district: text('district'),
    street: text('street').notNull(),
    type: addressType('type').notNull().default('home'),
    expectedDeliveryTime: text('expected_delivery_time'),
    isDefault: boolean('is_default').notNull().default(false),
    isPickup: boolean('is_pickup').notNull().default(false),
    isReturn: boolean('is_return').notNull().default(false),
    country: text('country').notNull().default('VN'),
    postalCode: text('postal_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // at most one default address per user, enforced by the database
    uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
  ],
)

/**
 * Payment info (spec §2 account area, issue 16): the bank account a COD order's refund is
 * transferred to, one per user, saved once and offered in the return form. The checks repeat the
 * contracts' rules so no other path can store a number a bank would refuse.
 */
export const paymentInfos = pgTable(
  'payment_infos',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_infos_account_number', sql`${t.accountNumber} ~ '^[0-9]{6,19}$'`),
    check('payment_infos_holder_name', sql`${t.holderName} ~ '^[A-Z ]{1,50}$'`),
  ],
)
