import {
  SELLER_ONBOARDING,
  ZAdminSellerApplication,
  ZAdminSellerApplicationItem,
  ZAdminSellerApplicationsQuery,
  ZEnvelope,
  ZPagedEnvelope,
  ZRejectSellerApplication,
  ZSellerApplicationIdParams,
  ZSellerApplicationPhotoParams,
  ZSellerDecision,
  ZSellerPhotoParams,
  ZSellerRegistration,
  ZSellerRegistrationDraft,
} from '@xinh/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { queueBulkRoute } from '#server/platform/admin-queue.ts'
import { requireRole, requireUser } from '#server/platform/auth/actor.ts'
import { AppError } from '#server/platform/errors.ts'
import { ok } from '#server/platform/http.ts'
import { readMultipart } from '#server/platform/multipart.ts'
import type { App } from '#server/platform/server.ts'
import type { SellerApplicationsService } from './applications.service.ts'

const BASE = '/api/v1/mobile/seller-registration'
const ADMIN = '/api/v1/admin/seller-applications'

/** Private photos: never cached, never rendered as a document. */
const sendPhoto = (reply: FastifyReply, photo: { data: Buffer; contentType: string }) =>
  reply
    .header('content-type', photo.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .send(photo.data)

/**
 * Becoming a seller: the applicant's registration (`/api/v1/mobile/seller-registration`) and the
 * admin review (`/api/v1/admin/seller-applications`). Who asks is checked before what they send
 * (preValidation), so an anonymous caller is 401 and a non-admin 403 whatever the body.
 */
export async function sellerApplicationsRoutes(app: App, { service }: { service: SellerApplicationsService }) {
  const signedIn = async (req: FastifyRequest) => void requireUser(req.actor)
  const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')
  const registration = { response: { 200: ZEnvelope(ZSellerRegistration) } }

  app.get(BASE, { preValidation: signedIn, schema: { tags: ['seller-registration'], ...registration } }, async (req) =>
    ok(await service.getRegistration({ actor: req.actor })),
  )

  // the draft between the steps: any subset of the fields, each valid or empty
  app.put(
    BASE,
    { preValidation: signedIn, schema: { tags: ['seller-registration'], body: ZSellerRegistrationDraft, ...registration } },
    async (req) => ok(await service.saveDraft({ actor: req.actor, lang: req.lang, draft: req.body })),
  )

  app.post(
    `${BASE}/submit`,
    { preValidation: signedIn, schema: { tags: ['seller-registration'], body: ZSellerRegistrationDraft.nullish(), ...registration } },
    async (req) => ok(await service.submit({ actor: req.actor, lang: req.lang, draft: req.body ?? undefined })),
  )

  app.put(
    `${BASE}/photos/:kind`,
    {
      preValidation: signedIn,
      schema: { tags: ['seller-registration'], params: ZSellerPhotoParams, consumes: ['multipart/form-data'], ...registration },
    },
    async (req) => {
      const { files } = await readMultipart(req, { maxFiles: 1, maxBytes: SELLER_ONBOARDING.photoMaxBytes })
      const file = files[0]
      if (!file) throw AppError.fields({ file: 'v.photo_required' }, req.lang)
      return ok(await service.uploadPhoto({ actor: req.actor, lang: req.lang, kind: req.params.kind, data: file.data }))
    },
  )

  app.get(
    `${BASE}/photos/:kind`,
    {
      preValidation: signedIn,
      schema: {
        tags: ['seller-registration'],
        params: ZSellerPhotoParams,
        produces: ['image/jpeg'],
        response: { 200: z.any().describe('The JPEG photo') },
      },
    },
    async (req, reply) => sendPhoto(reply, await service.ownPhoto({ actor: req.actor, kind: req.params.kind })),
  )

  // ----- admins (the admin console's screens come with a later issue) -----

  app.get(
    ADMIN,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        querystring: ZAdminSellerApplicationsQuery,
        response: { 200: ZPagedEnvelope(ZAdminSellerApplicationItem) },
      },
    },
    async (req) => {
      const { items, meta } = await service.list({ actor: req.actor, ...req.query })
      return { success: true as const, data: items, meta }
    },
  )

  app.get(
    `${ADMIN}/:id`,
    {
      preValidation: adminOnly,
      schema: { tags: ['admin'], params: ZSellerApplicationIdParams, response: { 200: ZEnvelope(ZAdminSellerApplication) } },
    },
    async (req) => ok(await service.detail({ actor: req.actor, id: req.params.id })),
  )

  app.get(
    `${ADMIN}/:id/photos/:kind`,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        params: ZSellerApplicationPhotoParams,
        produces: ['image/jpeg'],
        response: { 200: z.any().describe('The JPEG photo') },
      },
    },
    async (req, reply) => sendPhoto(reply, await service.adminPhoto({ actor: req.actor, ...req.params })),
  )

  app.post(
    `${ADMIN}/:id/approve`,
    {
      preValidation: adminOnly,
      schema: { tags: ['admin'], params: ZSellerApplicationIdParams, response: { 200: ZEnvelope(ZSellerDecision) } },
    },
    async (req) => ok(await service.approve({ actor: req.actor, id: req.params.id, lang: req.lang })),
  )

  app.post(
    `${ADMIN}/:id/reject`,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        params: ZSellerApplicationIdParams,
        body: ZRejectSellerApplication,
        response: { 200: ZEnvelope(ZSellerDecision) },
      },
    },
    async (req) => ok(await service.reject({ actor: req.actor, id: req.params.id, reason: req.body.reason, lang: req.lang })),
  )

  // the queue pattern's bulk decision (each application decided alone, in order)
  queueBulkRoute(app, {
    base: ADMIN,
    tags: ['admin'],
    decide: ({ actor, lang, id, decision, reason }) =>
      decision === 'approve' ? service.approve({ actor, id, lang }) : service.reject({ actor, id, lang, reason: reason ?? '' }),
  })
}
