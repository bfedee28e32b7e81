import pino from 'pino'
import pinoPretty from 'pino-pretty'
import type { Config } from './config.ts'

/**
 * The process's logger: JSON lines, or pino-pretty's human lines written synchronously on this
 * thread (a pino transport would start a worker thread, ~10 MB more per process, for a
 * terminal's worth of logs). Kept apart from server.ts so the cluster's primary can log
 * without loading Fastify.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'logFormat'>, destination?: NodeJS.WritableStream) {
  const options = { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] }
  if (config.logFormat === 'json') return destination ? pino(options, destination) : pino(options)
  const pretty = pinoPretty({
    destination: destination ?? 1,
    sync: true,
    colorize: !destination && Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  })
  return pino(options, pretty)
}
