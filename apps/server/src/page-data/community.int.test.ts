import type { CommunityPageData } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, type Registered, register, type TestApp } from '../../test/helpers.ts'
import { communityPosts } from '../modules/community/community.tables.ts'
import type { Actor } from '../platform/auth/actor.ts'
import { AppError } from '../platform/errors.ts'
import { createCommunityPageData } from './community.ts'

/**
 * The community screens' reads for loaders (`/cong-dong`, `/post/{id}`, walls): the same answers
 * as the HTTP routes they mirror, for the page's visitor (liked and following marks are theirs),
 * and the same refusals (the following feed needs an account, hidden posts are 404 to others).
 */

let t: TestApp
let ana: Registered
let binh: Registered
let postId: string
let hiddenId: string

const anonymous: Actor = { kind: 'anonymous' } as Actor
const member = (userId: string): Actor => ({ kind: 'user', userId, sessionId: 'test', roles: ['buyer'], isGuest: false, via: 'cookie' })
const pages = (actor: Actor): CommunityPageData =>
  createCommunityPageData(t.services)({ actor, lang: 'en', ip: '127.0.0.1', visitor: 'ip:127.0.0.1', tag: () => {}, onHit: () => {} })
const refusal = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return { status: (error as AppError).status, code: (error as AppError).code }
}
const http = async (method: 'GET' | 'POST' | 'PUT', url: string, who?: Registered, body?: unknown) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(who ? authHeader(who.accessToken) : {}), 'accept-language': 'en' },
    ...(body === undefined ? {} : { payload: body as object }),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

beforeAll(async () => {
  t = await createTestApp()
  ;[ana, binh] = await Promise.all([register(t.app, { userName: 'Ana Trần' }), register(t.app, { userName: 'Bình Lê' })])
  postId = (await http('POST', '/community/v1/post', ana, { content: 'Váy maxi đi biển #he_2026 <b>nhé</b>' }))._id
  hiddenId = (await http('POST', '/community/v1/post', ana, { content: 'Bài bị ẩn' }))._id
  await t.database.db.update(communityPosts).set({ hiddenAt: new Date() }).where(eq(communityPosts.id, hiddenId))
  await http('PUT', `/community/v1/follow/user/${ana.userId}`, binh)
  await http('PUT', `/community/v1/post/${postId}/like`, binh)
  await http('PUT', `/community/v1/post/${postId}/bookmark`, binh)
  await http('POST', `/community/v1/post/${postId}/comment`, binh, { content: 'Đẹp quá' })
})
afterAll(() => t?.close())

describe('community page data', () => {
  it('reads a post as the HTTP API does, personalised for the visitor', async () => {
    const viaHttp = await http('GET', `/community/v1/post/${postId}`, binh)
    const viaPage = await pages(member(binh.userId)).post(postId)
    expect(viaPage).toEqual(viaHttp)
    expect(viaPage.is_liked).toBe(true)
    expect(viaPage.is_bookmarked).toBe(true)
    expect(viaPage.content).toBe('Váy maxi đi biển #he_2026 <b>nhé</b>')
    const anon = await pages(anonymous).post(postId)
    expect(anon.is_liked).toBe(false)
    expect(anon.share.url).toMatch(new RegExp(`/post/${postId}$`))
  })

  it('a hidden post is a 404 for everyone but its author; a bad id is a 404 too', async () => {
    expect(await refusal(pages(member(binh.userId)).post(hiddenId))).toMatchObject({ status: 404 })
    expect(await refusal(pages(anonymous).post(hiddenId))).toMatchObject({ status: 404 })
    expect((await pages(member(ana.userId)).post(hiddenId)).is_hidden).toBe(true)
    expect(await refusal(pages(anonymous).post('not-an-id'))).toMatchObject({ status: 404 })
  })

  it('the following feed needs an account; discover and hashtags are public', async () => {
    expect(await refusal(pages(anonymous).feed('following'))).toMatchObject({ status: 401 })
    const following = await pages(member(binh.userId)).feed('following')
    expect(following.items.map((p) => p._id)).toEqual([postId])
    const discover = await pages(anonymous).feed('discover', { limit: 50 })
    expect(discover.items.map((p) => p._id)).toContain(postId)
    expect(discover.items.map((p) => p._id)).not.toContain(hiddenId)
    expect((await pages(anonymous).hashtag('#he_2026')).items.map((p) => p._id)).toEqual([postId])
    expect(await refusal(pages(anonymous).feed('discover', { cursor: 'nonsense' }))).toMatchObject({ status: 400 })
  })

  it('comments, a wall header and its tabs match their routes', async () => {
    const comments = await pages(anonymous).comments(postId)
    expect(comments).toEqual(await http('GET', `/community/v1/post/${postId}/comments`))
    expect(comments.items[0]?.content).toBe('Đẹp quá')
    const header = await pages(member(binh.userId)).profile(ana.userId)
    expect(header).toMatchObject({ _id: ana.userId, userName: 'Ana Trần', follower_count: 1, is_following: true, is_me: false })
    expect((await pages(member(ana.userId)).profile(ana.userId)).is_me).toBe(true)
    const wall = await pages(anonymous).userPosts({ userId: ana.userId })
    expect(wall.items.map((p) => p._id)).toEqual([postId])
    expect(wall.meta).toEqual({ page: 1, limit: 20, total: 1 })
    const saved = await pages(anonymous).userBookmarks({ userId: binh.userId })
    expect(saved.items.map((p) => p._id)).toEqual([postId])
    expect(await refusal(pages(anonymous).profile('018f0000-0000-7000-8000-000000000000'))).toMatchObject({ status: 404 })
    expect(await refusal(pages(anonymous).userPosts({ userId: 'x' }))).toMatchObject({ status: 400 })
  })
})
