import type { ReturnClaim, ReturnViewerAction, TReturnRequest, ZReturnCreateInput } from '@xinh/contracts'
import type { z } from 'zod'

/** GET /api/v1/mobile/orders/{id}/return and /api/v1/mobile/returns/{id} (docs/api/returns.md). */
export type ReturnRequest = TReturnRequest

/** The buyer's steps on a request (its `actions` may name them). */
export type ReturnAction = Extract<ReturnViewerAction, 'cancel' | 'ship_back' | 'dispute'>

/** The buyer's return request body. */
export type ReturnInput = z.input<typeof ZReturnCreateInput>

/** Where the refund guide lives (spec §2 policy pages). */
export const RETURN_GUIDE_PATH = '/chinh-sach/doi-tra-hoan-tien'

/** A media URL that is a video (the upload answers the file's URL; videos keep their container's extension). */
export const isVideoUrl = (url: string) => /\.(mp4|webm|mov|m4v)(\?|#|$)/i.test(url)

/** Carriers a buyer may name when sending a return back (spec §3). */
export const SHIP_BACK_CARRIERS = ['GHTK', 'VIETTEL_POST'] as const

/**
 * The guarantee claims offered (contracts' RETURN_CLAIMS, restated: importing the constant would
 * load the contracts' zod schemas into this page's code).
 */
export const RETURN_CLAIM_CHOICES = ['none', 'quality', 'authentic'] as const satisfies readonly ReturnClaim[]
