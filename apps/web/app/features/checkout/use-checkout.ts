import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { track } from '#web/features/tracking/track.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { checkoutChoiceEvents, checkoutEvent, orderFailedEvent } from './choice-events.ts'
import {
  type Choices,
  type CreatedOrders,
  type Destination,
  initialChoices,
  newIdempotencyKey,
  orderBody,
  type Quote,
  quoteRequest,
  restoreChoices,
} from './model.ts'

/** Changes wait this long for the next one before the page asks for a new price. */
const QUOTE_DEBOUNCE_MS = 350

export type CheckoutState = ReturnType<typeof useCheckout>

/**
 * The checkout page's state: the buyer's choices, the quote that prices them (asked again,
 * debounced, after every change; a late answer to an older question is dropped), and placing
 * the order with an Idempotency-Key that is new per submission and kept when the same
 * submission is retried (a double click or a retry after a network error creates one set of orders).
 */
export function useCheckout({
  initial,
  destination,
  orderDestination = destination,
}: {
  initial: Quote | null
  /** What the quotes price (a visitor's address changes the price only through its province). */
  destination: Destination
  /** What the order carries, when it differs (a visitor's latest typing). */
  orderDestination?: Destination
}) {
  const { api } = useApp()
  const t = useT()
  const [quote, setQuote] = useState<Quote | null>(initial)
  const [choices, setChoices] = useState<Choices>(() => initialChoices(initial))
  const [quoting, setQuoting] = useState(false)
  const [quoteError, setQuoteError] = useState<string>()
  const [placing, setPlacing] = useState(false)
  const [placeError, setPlaceError] = useState<string>()
  const [placed, setPlaced] = useState<CreatedOrders | null>(null)

  // The buyer's choices (carrier, payment, vouchers, notes) survive a reload of this page in this
  // tab; they are written once the buyer changes something and dropped once the order is placed.
  const storageKey = `xinh_checkout:${useLocation().pathname}`
  const touched = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration (the server rendered the defaults)
  useEffect(() => {
    if (!initial) return
    try {
      const raw = sessionStorage.getItem(storageKey)
      if (raw) setChoices((c) => restoreChoices(JSON.parse(raw), initial, c))
    } catch {
      // unreadable or blocked storage: the defaults stand
    }
  }, [])
  useEffect(() => {
    try {
      if (placed) sessionStorage.removeItem(storageKey)
      else if (touched.current) sessionStorage.setItem(storageKey, JSON.stringify(choices))
    } catch {
      // storage full or blocked: the choices just do not survive a reload
    }
  }, [choices, placed, storageKey])

  // trackwire (issue 18): the checkout opened (with its first quote), then what the buyer chose
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the quote the page opened with
  useEffect(() => {
    if (initial) track(...checkoutEvent(initial))
  }, [])
  const tracked = useRef(choices)
  useEffect(() => {
    const before = tracked.current
    tracked.current = choices
    // only the buyer's own changes (not the choices restored after a reload)
    if (touched.current) for (const event of checkoutChoiceEvents(before, choices)) track(...event)
  }, [choices])

  // The request behind the quote on screen: the same request is never asked twice in a row.
  const request = useMemo(() => (quote ? quoteRequest(quote, choices, destination) : null), [quote, choices, destination])
  const requestKey = request ? `${t.lang}:${JSON.stringify(request)}` : ''
  const shownKey = useRef(requestKey)
  const seq = useRef(0)
  const [retry, setRetry] = useState(0)
  const stale = requestKey !== shownKey.current

  // biome-ignore lint/correctness/useExhaustiveDependencies: the request key stands for the request; `retry` forces a new attempt
  useEffect(() => {
    if (!request || placed) return
    if (requestKey === shownKey.current && retry === 0) {
      // back to what is on screen (a change undone): drop any answer still on its way
      seq.current++
      setQuoting(false)
      return
    }
    const mine = ++seq.current
    setQuoting(true)
    const timer = setTimeout(() => {
      api
        .post<Quote>('/api/v1/mobile/checkout/quote', request)
        .then((next) => {
          if (mine !== seq.current) return
          // the answer was asked for with this request: remember it as shown before setting the
          // quote, whose items and methods then produce the same key (no second request)
          shownKey.current = `${t.lang}:${JSON.stringify(quoteRequest(next, choices, destination))}`
          setQuote(next)
          setQuoteError(undefined)
        })
        .catch((error: unknown) => {
          if (mine !== seq.current) return
          setQuoteError(error instanceof ApiError && error.message ? error.message : t('common.network_error'))
        })
        .finally(() => {
          if (mine === seq.current) {
            setQuoting(false)
            setRetry(0)
          }
        })
    }, QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [requestKey, retry, placed])

  const update = useCallback((change: (c: Choices) => Choices) => {
    touched.current = true
    setPlaceError(undefined)
    setChoices(change)
  }, [])

  // One submission = one body; its key survives retries of that body and is dropped once it succeeds.
  const attempt = useRef<{ body: string; key: string } | null>(null)
  const inFlight = useRef(false)

  async function place(acceptTerms: boolean): Promise<CreatedOrders | null> {
    if (!quote || inFlight.current) return null
    const body = orderBody(quote, choices, orderDestination, acceptTerms)
    const json = JSON.stringify(body)
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() }
    inFlight.current = true
    setPlacing(true)
    setPlaceError(undefined)
    try {
      const { data } = await api.request<CreatedOrders>('POST', '/api/v1/mobile/orders', body, { 'Idempotency-Key': attempt.current.key })
      attempt.current = null
      setPlaced(data)
      return data
    } catch (error) {
      track(...orderFailedEvent(error instanceof ApiError ? error.code : 'NETWORK_ERROR'))
      if (error instanceof ApiError && error.code !== 'NETWORK_ERROR') {
        setPlaceError(error.message || t('common.network_error'))
        // prices, stock or vouchers moved since the quote: show the current numbers
        if (error.status < 500) setRetry((n) => n + 1)
      } else setPlaceError(t('common.network_error'))
      return null
    } finally {
      inFlight.current = false
      setPlacing(false)
    }
  }

  return {
    quote,
    choices,
    update,
    /** A quote is on its way or waiting for the buyer to stop changing things. */
    quoting: quoting || stale,
    quoteError,
    retryQuote: () => setRetry((n) => n + 1),
    place,
    placing,
    placeError,
    setPlaceError,
    placed,
  }
}
