import { describe, expect, it } from 'vitest'
import { findPerson, torsoOf } from './body.ts'
import { KEYPOINTS, type Keypoint } from './pose.ts'
import { RemoteTryOnError, remoteProvider } from './remote-provider.ts'

/** A frontal pose in a 400×600 photo: head at the top, shoulders 120 px apart. */
function pose(over: Partial<Record<(typeof KEYPOINTS)[number], [number, number, number]>> = {}): Keypoint[] {
  const base: Record<string, [number, number, number]> = {
    nose: [200, 100, 0.9],
    left_eye: [210, 90, 0.9],
    right_eye: [190, 90, 0.9],
    left_ear: [225, 95, 0.7],
    right_ear: [175, 95, 0.7],
    left_shoulder: [260, 180, 0.8],
    right_shoulder: [140, 180, 0.8],
    left_elbow: [280, 260, 0.6],
    right_elbow: [120, 260, 0.6],
    left_wrist: [285, 330, 0.5],
    right_wrist: [115, 330, 0.5],
    left_hip: [240, 350, 0.7],
    right_hip: [160, 350, 0.7],
    left_knee: [235, 460, 0.6],
    right_knee: [165, 460, 0.6],
    left_ankle: [232, 570, 0.5],
    right_ankle: [168, 570, 0.5],
    ...over,
  }
  return KEYPOINTS.map((name) => {
    const [x, y, score] = base[name] as [number, number, number]
    return { name, x, y, score }
  })
}

describe('person and torso', () => {
  it('finds a person with the torso box in % of the photo', () => {
    const found = findPerson(pose(), 400, 600)
    expect(found?.person.torso).toEqual({ x: 35, y: 30, width: 30, height: 28.3 })
    expect(found?.torso.hipsSeen).toBe(true)
    expect(found?.torso.kneeY).toBe(460)
  })
  it('estimates hips, knees and ankles a portrait does not show', () => {
    const t = torsoOf(pose({ left_hip: [0, 0, 0.1], right_hip: [0, 0, 0.1], left_knee: [0, 0, 0], right_knee: [0, 0, 0] }))
    expect(t.hipsSeen).toBe(false)
    // 1.45 shoulder widths below the shoulders, 0.8 of their width apart
    expect(t.leftHip.y).toBeCloseTo(180 + 120 * 1.45)
    expect(Math.abs(t.leftHip.x - t.rightHip.x)).toBeCloseTo(96)
    expect(t.kneeY).toBeGreaterThan(t.leftHip.y)
  })
  it('sees no person without both shoulders, with nothing else, or at a speck’s size', () => {
    expect(findPerson(pose({ right_shoulder: [140, 180, 0.1] }), 400, 600)).toBeNull()
    const lonely = pose(Object.fromEntries(KEYPOINTS.filter((k) => !k.endsWith('shoulder')).map((k) => [k, [0, 0, 0.05]])))
    expect(findPerson(lonely, 400, 600)).toBeNull()
    expect(findPerson(pose({ left_shoulder: [201, 180, 0.8], right_shoulder: [199, 180, 0.8] }), 400, 600)).toBeNull()
  })
})

describe('remote provider answers', () => {
  const png = Buffer.from('89504e470d0a1a0a', 'hex')
  const provider = (res: () => Response | Promise<Response>) =>
    remoteProvider({ url: 'http://tryon.test/run', timeoutMs: 1000, fetch: async () => res() })
  const input = { person: Buffer.from('p'), garment: Buffer.from('g'), kind: 'pants' as const }

  it('reads an image body or the image inside JSON', async () => {
    expect(await provider(() => new Response(png, { headers: { 'content-type': 'image/png' } })).tryOn(input)).toEqual(png)
    const json = (body: unknown) => () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    expect(await provider(json({ images: [png.toString('base64')] })).tryOn(input)).toEqual(png)
    expect(await provider(json({ output: `data:image/png;base64,${png.toString('base64')}` })).tryOn(input)).toEqual(png)
  })
  it('fails clearly on errors, empty answers and an unreachable service', async () => {
    await expect(provider(() => new Response('no', { status: 503 })).tryOn(input)).rejects.toThrow(RemoteTryOnError)
    await expect(provider(() => new Response('{}', { headers: { 'content-type': 'application/json' } })).tryOn(input)).rejects.toThrow(
      /no image/,
    )
    await expect(provider(() => new Response('<html>', { headers: { 'content-type': 'text/html' } })).tryOn(input)).rejects.toThrow(
      /no image/,
    )
    await expect(
      provider(() => {
        throw new TypeError('fetch failed')
      }).tryOn(input),
    ).rejects.toThrow(/unreachable/)
  })
})
