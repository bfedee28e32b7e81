import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import sharp from 'sharp'

/**
 * Body keypoints with MoveNet SinglePose Lightning (17 COCO keypoints), offline: the weights ship
 * inside the `@vladmandic/human` npm package (models/movenet-lightning.*) and run on TensorFlow.js'
 * WebAssembly backend, so nothing is downloaded at run time and no native TensorFlow is needed.
 * The model and backend load once, on the first photo (≈0.3 s), never at start-up.
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
const require = createRequire(import.meta.url)

type Tf = typeof import('@tensorflow/tfjs-core')
type Model = import('@tensorflow/tfjs-converter').GraphModel

let loading: Promise<{ tf: Tf; model: Model }> | undefined

async function load(): Promise<{ tf: Tf; model: Model }> {
  const tf: Tf = require('@tensorflow/tfjs-core')
  const converter: typeof import('@tensorflow/tfjs-converter') = require('@tensorflow/tfjs-converter')
  const wasm: typeof import('@tensorflow/tfjs-backend-wasm') = require('@tensorflow/tfjs-backend-wasm')
  // the .wasm files sit beside the package's entry; Node reads them from disk
  wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`)
  await tf.setBackend('wasm')
  await tf.ready()
  // the package's exports hide models/: find it beside its Node entry (dist/)
  const models = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'models')
  const json = JSON.parse(await fs.readFile(path.join(models, 'movenet-lightning.json'), 'utf8')) as {
    modelTopology: object
    weightsManifest: Array<{ weights: import('@tensorflow/tfjs-core').io.WeightsManifestEntry[] }>
    format?: string
    generatedBy?: string
    convertedBy?: string
  }
  const bin = await fs.readFile(path.join(models, 'movenet-lightning.bin'))
  const model = await converter.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
      weightData: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) as ArrayBuffer,
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy ?? undefined,
    }),
  )
  return { tf, model }
}

/** The MoveNet detector (one model per process, loaded on first use; inference is serialised by JS). */
export function moveNetDetector(): PoseDetector {
  return {
    async detect(image) {
      loading ??= load().catch((error) => {
        loading = undefined
        throw error
      })
      const { tf, model } = await loading
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
      const input = tf.tensor(Int32Array.from(data), [1, INPUT, INPUT, 3], 'int32')
      let out: import('@tensorflow/tfjs-core').Tensor | undefined
      try {
        out = model.execute(input) as import('@tensorflow/tfjs-core').Tensor
        const values = await out.data()
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
      } finally {
        tf.dispose([input, ...(out ? [out] : [])])
      }
    },
  }
}
