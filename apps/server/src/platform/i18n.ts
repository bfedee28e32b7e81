import { isLang, type Lang, pickLang } from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'

/** Accept-Language decides (spec §7); the web's `lang` cookie is a fallback for plain navigations. */
export function requestLang(req: FastifyRequest): Lang {
  const header = req.headers['accept-language']
  if (header) return pickLang(header)
  const cookie = req.cookies?.lang
  return isLang(cookie) ? cookie : 'vi'
}
