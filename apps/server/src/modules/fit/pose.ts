import { Worker } from 'node:worker_threads'
import sharp from 'sharp'

/**
 * Body keypoints with MoveNet SinglePose Lightning (17 COCO keypoints), offline: the weights ship
 * inside the `@vladmandic/human` npm package (models/movenet-lightning.*) and run on TensorFlow.js'
 * WebAssembly backend, so nothing is downloaded at run time and no native TensorFlow is needed.
 * The model and backend load once, on the first photo (≈0.3–2 s), never at start-up, on a worker
 * thread (pose-worker.mjs) so inference never blocks the event loop.
 */

export const KEYPOINTS = [
  'nose',
  'left_eye',
  'right_eye',
  'left_ear',
  'right_ear',
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
] as const
export type KeypointName = (typeof KEYPOINTS)[number]
/** A keypoint in pixels of the analysed image, with MoveNet's confidence 0..1. */
export type Keypoint = { name: KeypointName; x: number; y: number; score: number }

export interface PoseDetector {
  /** Keypoints of the most prominent person in an image (any format sharp reads), pixels of that image. */
  detect(image: Buffer): Promise<{ width: number; height: number; keypoints: Keypoint[] }>
}

const INPUT = 192

type Pending = { resolve: (values: Float32Array) => void; reject: (error: Error) => void }

/**
 * The worker thread that runs the model (pose-worker.mjs), started on the first photo and kept;
 * `unref` so it never holds the process open. A crashed worker fails what it was doing and the
 * next photo starts a new one.
 */
function poseWorker() {
  let worker: Worker | undefined
  let seq = 0
  const pending = new Map<number, Pending>()
  const start = () => {
    const w = new Worker(new URL('./pose-worker.mjs', import.meta.url))
    w.unref()
    w.on('message', (msg: { id: number; values?: Float32Array; error?: string }) => {
      const p = pending.get(msg.id)
      if (!p) return
      pending.delete(msg.id)
      if (msg.values) p.resolve(msg.values)
      else p.reject(new Error(`pose model failed: ${msg.error}`))
    })
    const fail = (error: Error) => {
      worker = undefined
      for (const p of pending.values()) p.reject(error)
      pending.clear()
    }
    w.on('error', fail)
    w.on('exit', (code) => fail(new Error(`pose worker exited (${code})`)))
    return w
  }
  return (pixels: Int32Array) =>
    new Promise<Float32Array>((resolve, reject) => {
      worker ??= start()
      const id = ++seq
      pending.set(id, { resolve, reject })
      worker.postMessage({ id, pixels }, [pixels.buffer as ArrayBuffer])
    })
}

/** The MoveNet detector: the photo letterboxed to 192×192 here (sharp), the model on a worker thread. */
export function moveNetDetector(): PoseDetector {
  const infer = poseWorker()
  return {
    async detect(image) {
      const meta = await sharp(image).metadata()
      const width = meta.autoOrient?.width ?? meta.width ?? 0
      const height = meta.autoOrient?.height ?? meta.height ?? 0
      // letterbox to a square so the body keeps its proportions; keypoints come back in the square
      const side = Math.max(width, height)
      const { data } = await sharp(image)
        .autoOrient()
        .resize(INPUT, INPUT, { fit: 'contain', background: { r: 0, g: 0, b: 0 } })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const values = await infer(Int32Array.from(data))
      const padX = (side - width) / 2
      const padY = (side - height) / 2
      return {
        width,
        height,
        keypoints: KEYPOINTS.map((name, i) => ({
          name,
          y: (values[i * 3] as number) * side - padY,
          x: (values[i * 3 + 1] as number) * side - padX,
          score: values[i * 3 + 2] as number,
        })),
      }
    },
  }
}
