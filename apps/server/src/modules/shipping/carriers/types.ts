import type { Carrier } from '@xinh/contracts'

/** Where a parcel is picked up or delivered, as carriers take it (names as well as our codes). */
export type CarrierPlace = { province_code: string; province: string; ward_code: string | null; ward: string | null }
export type CarrierContact = CarrierPlace & { name: string; phone: string; street: string }

export type FeeQuery = { from: CarrierPlace; to: CarrierPlace; weightGrams: number; value: number; express: boolean }
/** A carrier's price, or null when it does not serve that parcel. */
export type FeeQuote = { fee: number; eta_days: [number, number] } | null

export type NewParcel = {
  /** Our reference for the parcel; the carrier refuses a second parcel with it (so a retried booking finds the first). */
  partnerId: string
  pickup: CarrierContact
  receiver: CarrierContact
  items: Array<{ name: string; quantity: number; weightGrams: number }>
  weightGrams: number
  /** What the carrier collects from the receiver (cash on delivery), 0 for a paid order. */
  codAmount: number
  /** Declared value of the goods. */
  value: number
  express: boolean
  note: string | null
}
export type BookedParcel = { label: string; fee: number; statusCode: number }

/** One status report from a carrier's webhook, verified. */
export type CarrierReport = {
  label: string
  statusCode: number
  actionAt: Date
  reason: string | null
  /** What the carrier sent, without the shared secret. */
  payload: Record<string, unknown>
}

export type WebhookRequest = {
  query: Record<string, unknown>
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

/**
 * One carrier behind one interface (GHTK, Viettel Post). The same client talks to the real
 * carrier or to the simulator under /dev-gateway: only the host and the credentials differ.
 */
export interface CarrierAdapter {
  readonly carrier: Carrier
  /** True when this client talks to the built-in simulator. */
  readonly simulated: boolean
  quote(query: FeeQuery): Promise<FeeQuote>
  /** Books the parcel; a parcel already booked under the same partnerId comes back as it is. */
  create(parcel: NewParcel): Promise<BookedParcel>
  /** SHIPMENT_NOT_CANCELLABLE when the carrier refuses (already picked up), CARRIER_UNAVAILABLE when it does not answer. */
  cancel(label: string): Promise<void>
  /** The printable label: the carrier's code and a URL where the carrier gives one. */
  label(label: string): Promise<{ code: string; url: string | null }>
  /** One print page for many labels, for carriers that give one (Viettel Post). */
  printPage?(labels: string[]): Promise<{ code: string; url: string }>
  /** The label as a PDF, for carriers that hand one out (GHTK). */
  labelPdf?(label: string): Promise<Uint8Array>
  /** The parcel's current status, for carriers with a lookup (GHTK). */
  status?(label: string): Promise<{ statusCode: number; fee: number }>
  /** Checks the shared secret (WEBHOOK_UNAUTHORIZED) and reads the report (VALIDATION_FAILED). */
  parseWebhook(req: WebhookRequest): CarrierReport
}

export const headerOf = (headers: WebhookRequest['headers'], name: string): string => {
  const v = headers[name.toLowerCase()]
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '')
}
