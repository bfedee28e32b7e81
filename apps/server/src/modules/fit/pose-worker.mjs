// The MoveNet inference of pose.ts, on a worker thread: WebAssembly inference runs synchronously
// (0.1–0.4 s per photo on a busy 2-core machine) and would stall every other request on the main
// event loop. Plain JavaScript so the worker needs no TypeScript loader, from the sources (tests,
// `npm run dev`) and from the bundle (`npm start`) alike.
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parentPort } from 'node:worker_threads'

const require = createRequire(import.meta.url)
const INPUT = 192

async function load() {
  const tf = require('@tensorflow/tfjs-core')
  const converter = require('@tensorflow/tfjs-converter')
  const wasm = require('@tensorflow/tfjs-backend-wasm')
  // the .wasm files sit beside the package's entry; Node reads them from disk
  wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`)
  await tf.setBackend('wasm')
  await tf.ready()
  // the package's exports hide models/: find it beside its Node entry (dist/)
  const models = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'models')
  const json = JSON.parse(await fs.readFile(path.join(models, 'movenet-lightning.json'), 'utf8'))
  const bin = await fs.readFile(path.join(models, 'movenet-lightning.bin'))
  const model = await converter.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
      weightData: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength),
      format: json.format,
      generatedBy: json.generatedBy,
      convertedBy: json.convertedBy ?? undefined,
    }),
  )
  return { tf, model }
}

let loading
// one message at a time: { id, pixels: Int32Array of 192×192×3 } → { id, values: Float32Array of 17×3 } | { id, error }
parentPort.on('message', async ({ id, pixels }) => {
  try {
    loading ??= load()
    const { tf, model } = await loading
    const input = tf.tensor(pixels, [1, INPUT, INPUT, 3], 'int32')
    try {
      const out = model.execute(input)
      const values = Float32Array.from(await out.data())
      tf.dispose(out)
      parentPort.postMessage({ id, values }, [values.buffer])
    } finally {
      tf.dispose(input)
    }
  } catch (error) {
    loading = undefined
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
