import { ERRORS, type ErrorCode, type Lang, type MessageParams, validationMessage } from '@xinh/contracts'

/** The one error type business code throws; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly params?: MessageParams
  readonly fields?: Record<string, string>
  /** Structured facts a client can act on (e.g. who decided first, on ALREADY_DECIDED). */
  readonly details?: Record<string, unknown>
  constructor(
    code: ErrorCode,
    options: { params?: MessageParams; fields?: Record<string, string>; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause })
    this.code = code
    this.params = options.params
    this.fields = options.fields
    this.details = options.details
  }
  /** A validation failure built by hand (e.g. multipart forms), fields given as message keys. */
  static fields(keys: Record<string, string>, lang: Lang): AppError {
    const fields = Object.fromEntries(Object.entries(keys).map(([f, key]) => [f, validationMessage(key, lang)]))
    return new AppError('VALIDATION_FAILED', { fields })
  }
  get status(): number {
    return ERRORS[this.code].status
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError
