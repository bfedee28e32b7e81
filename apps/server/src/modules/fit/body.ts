import type { PersonBox, StoredPose } from './fit.tables.ts'
import type { Keypoint, KeypointName } from './pose.ts'

/**
 * What the warp needs from a pose: the shoulders and hips in pixels, estimated where the photo
 * does not show them (a portrait cut at the waist), and whether there is a person at all.
 */
export type Torso = {
  leftShoulder: Pt
  rightShoulder: Pt
  leftHip: Pt
  rightHip: Pt
  /** Knee/ankle line when seen (long garments), else estimated from the torso. */
  kneeY: number
  ankleY: number
  hipsSeen: boolean
}
type Pt = { x: number; y: number }

/** MoveNet scores under this are guesses (its own demo threshold is 0.2–0.3). */
export const KEYPOINT_MIN = 0.3
/** An adult's shoulder-to-hip length is about 1.45 shoulder (joint) widths; hips about 0.8 of it. */
const TORSO_PER_SHOULDER = 1.45
const HIP_PER_SHOULDER = 0.8

const get = (kps: Keypoint[] | StoredPose['keypoints'], name: KeypointName) => kps.find((k) => k.name === name)

/**
 * A person is there when both shoulders are seen and so is the head or a hip or an elbow, with
 * shoulders a plausible distance apart (not a speck, not wider than the photo).
 */
export function findPerson(kps: Keypoint[], width: number, height: number): { person: PersonBox; torso: Torso } | null {
  const ls = get(kps, 'left_shoulder')
  const rs = get(kps, 'right_shoulder')
  if (!ls || !rs || ls.score < KEYPOINT_MIN || rs.score < KEYPOINT_MIN) return null
  const support = (
    ['nose', 'left_eye', 'right_eye', 'left_ear', 'right_ear', 'left_hip', 'right_hip', 'left_elbow', 'right_elbow'] as const
  )
    .map((n) => get(kps, n))
    .filter((k): k is Keypoint => !!k && k.score >= KEYPOINT_MIN)
  if (support.length < 2) return null
  const shoulderWidth = Math.hypot(ls.x - rs.x, ls.y - rs.y)
  if (shoulderWidth < Math.min(width, height) * 0.08 || shoulderWidth > width * 0.95) return null
  const torso = torsoOf(kps)
  const xs = [torso.leftShoulder.x, torso.rightShoulder.x, torso.leftHip.x, torso.rightHip.x]
  const ys = [torso.leftShoulder.y, torso.rightShoulder.y, torso.leftHip.y, torso.rightHip.y]
  const clamp = (v: number) => Math.max(0, Math.min(100, v))
  const x0 = clamp((Math.min(...xs) / width) * 100)
  const y0 = clamp((Math.min(...ys) / height) * 100)
  const x1 = clamp((Math.max(...xs) / width) * 100)
  const y1 = clamp((Math.max(...ys) / height) * 100)
  const scores = [ls.score, rs.score, ...support.map((k) => k.score)].sort((a, b) => b - a).slice(0, 5)
  const round = (v: number) => Math.round(v * 10) / 10
  return {
    person: {
      score: Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100,
      torso: { x: round(x0), y: round(y0), width: round(x1 - x0), height: round(y1 - y0) },
    },
    torso,
  }
}

/** Shoulders as seen; hips, knees and ankles as seen when confident, else from body proportions. */
export function torsoOf(kps: Keypoint[] | StoredPose['keypoints']): Torso {
  const ls = get(kps, 'left_shoulder') as Pt
  const rs = get(kps, 'right_shoulder') as Pt
  const shoulderWidth = Math.hypot(ls.x - rs.x, ls.y - rs.y)
  const mid = { x: (ls.x + rs.x) / 2, y: (ls.y + rs.y) / 2 }
  // "down" is perpendicular to the shoulder line (a tilted photo tilts the torso with it)
  const ux = (ls.x - rs.x) / (shoulderWidth || 1)
  const uy = (ls.y - rs.y) / (shoulderWidth || 1)
  const down = { x: -uy, y: ux }
  if (down.y < 0) {
    down.x = -down.x
    down.y = -down.y
  }
  const lh = get(kps, 'left_hip')
  const rh = get(kps, 'right_hip')
  const hipsSeen = !!lh && !!rh && lh.score >= KEYPOINT_MIN && rh.score >= KEYPOINT_MIN && lh.y > mid.y && rh.y > mid.y
  let leftHip: Pt
  let rightHip: Pt
  if (hipsSeen) {
    leftHip = { x: (lh as Pt).x, y: (lh as Pt).y }
    rightHip = { x: (rh as Pt).x, y: (rh as Pt).y }
  } else {
    const len = shoulderWidth * TORSO_PER_SHOULDER
    const hipMid = { x: mid.x + down.x * len, y: mid.y + down.y * len }
    const half = (shoulderWidth * HIP_PER_SHOULDER) / 2
    leftHip = { x: hipMid.x + ux * half, y: hipMid.y + uy * half }
    rightHip = { x: hipMid.x - ux * half, y: hipMid.y - uy * half }
  }
  const hipY = (leftHip.y + rightHip.y) / 2
  const torsoLen = hipY - mid.y
  const seenY = (a: KeypointName, b: KeypointName) => {
    const ys = [get(kps, a), get(kps, b)].filter((k) => k && k.score >= KEYPOINT_MIN && k.y > hipY).map((k) => (k as Pt).y)
    return ys.length > 0 ? ys.reduce((s, y) => s + y, 0) / ys.length : undefined
  }
  const kneeY = seenY('left_knee', 'right_knee') ?? hipY + torsoLen * 0.95
  const ankleY = seenY('left_ankle', 'right_ankle') ?? kneeY + torsoLen * 0.95
  return { leftShoulder: { x: ls.x, y: ls.y }, rightShoulder: { x: rs.x, y: rs.y }, leftHip, rightHip, kneeY, ankleY, hipsSeen }
}
