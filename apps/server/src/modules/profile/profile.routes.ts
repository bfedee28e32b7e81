import {
  ZAddress,
  ZAddressInput,
  ZEnvelope,
  ZOk,
  ZPaymentInfo,
  ZPaymentInfoInput,
  ZProvince,
  ZUpdateBodyMeasurement,
  ZUpdateProfile,
  ZUserProfile,
  ZWard,
  zId,
} from '@xinh/contracts'
import { z } from 'zod'
import { requireUser } from '#server/platform/auth/actor.ts'
import { AppError } from '#server/platform/errors.ts'
import { ok } from '#server/platform/http.ts'
import { readMultipart } from '#server/platform/multipart.ts'
import type { App } from '#server/platform/server.ts'
import { listProvinces, listWards } from './address-book.ts'
import type { ProfileService } from './profile.service.ts'
import { publicRead } from '#server/platform/page-serve.ts'

const profile = { response: { 200: ZEnvelope(ZUserProfile) } }
const ZIdParams = z.object({ id: zId })

export async function profileRoutes(app: App, { service }: { service: ProfileService }) {
  app.get('/community/v1/profile/me', { schema: { tags: ['profile'], ...profile }, config: { access: 'member' } }, async (req) =>
    ok(await service.getMe(requireUser(req.actor, { allowGuest: true }).userId)),
  )
  app.put(
    '/community/v1/profile/update-profile',
    { schema: { tags: ['profile'], body: ZUpdateProfile, ...profile }, config: { access: 'user' } },
    async (req) => ok(await service.updateProfile(requireUser(req.actor).userId, req.body)),
  )
  app.put(
    '/community/v1/profile/update-avatar',
    { schema: { tags: ['profile'], consumes: ['multipart/form-data'], ...profile }, config: { access: 'user' } },
    async (req) => {
      const actor = requireUser(req.actor)
      const { files } = await readMultipart(req, { maxFiles: 1, maxBytes: 5 * 1024 * 1024 })
      const file = files[0]
      if (!file) throw new AppError('IMAGE_INVALID')
      return ok(await service.updateAvatar(actor.userId, file.data))
    },
  )
  app.put(
    '/community/v1/profile/body-measurements/update',
    { schema: { tags: ['profile'], body: ZUpdateBodyMeasurement, ...profile }, config: { access: 'user' } },
    async (req) => ok(await service.updateMeasurements(requireUser(req.actor).userId, req.body)),
  )

  // Saved addresses (spec §3 fields; paths in the commerce API's style).
  // payment info (issue 16, docs/api/account.md): the caller's own refund bank account, never anyone else's
  const paymentInfo = { response: { 200: ZEnvelope(ZPaymentInfo) } }
  app.get(
    '/community/v1/profile/payment-info',
    { schema: { tags: ['profile'], ...paymentInfo }, config: { access: 'user' } },
    async (req) => ok(await service.getPaymentInfo(requireUser(req.actor).userId)),
  )
  app.put(
    '/community/v1/profile/payment-info',
    { schema: { tags: ['profile'], body: ZPaymentInfoInput, ...paymentInfo }, config: { access: 'user' } },
    async (req) => ok(await service.savePaymentInfo(requireUser(req.actor).userId, req.body)),
  )
  app.get('/api/v1/mobile/addresses', { schema: { tags: ['addresses'], response: { 200: ZEnvelope(z.array(ZAddress)) } } }, async (req) =>
    ok(await service.listAddresses(requireUser(req.actor, { allowGuest: true }).userId)),
  )
  app.post(
    '/api/v1/mobile/addresses',
    { schema: { tags: ['addresses'], body: ZAddressInput, response: { 200: ZEnvelope(ZAddress) } } },
    async (req) => ok(await service.createAddress(requireUser(req.actor, { allowGuest: true }).userId, req.body)),
  )
  app.put(
    '/api/v1/mobile/addresses/:id',
    { schema: { tags: ['addresses'], params: ZIdParams, body: ZAddressInput, response: { 200: ZEnvelope(ZAddress) } } },
    async (req) => ok(await service.updateAddress(requireUser(req.actor, { allowGuest: true }).userId, req.params.id, req.body)),
  )
  app.post(
    '/api/v1/mobile/addresses/:id/default',
    { schema: { tags: ['addresses'], params: ZIdParams, response: { 200: ZEnvelope(ZAddress) } } },
    async (req) => ok(await service.setDefaultAddress(requireUser(req.actor, { allowGuest: true }).userId, req.params.id)),
  )
  app.delete(
    '/api/v1/mobile/addresses/:id',
    { schema: { tags: ['addresses'], params: ZIdParams, response: { 200: ZOk } } },
    async (req) => {
      await service.deleteAddress(requireUser(req.actor, { allowGuest: true }).userId, req.params.id)
      return ok({ ok: true as const })
    },
  )

  // The official two-tier list, cached by browsers and CDNs for a day.
  app.get(
    '/api/v1/public/provinces',
    { config: publicRead('content'), schema: { tags: ['addresses'], response: { 200: ZEnvelope(z.array(ZProvince)) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=86400')
      return ok(listProvinces())
    },
  )
  app.get(
    '/api/v1/public/provinces/:code/wards',
    {
      schema: {
        tags: ['addresses'],
        params: z.object({ code: z.string().regex(/^\d{2}$/) }),
        response: { 200: ZEnvelope(z.array(ZWard)) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=86400')
      return ok(listWards(req.params.code))
    },
  )
}
