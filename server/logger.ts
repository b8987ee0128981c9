import { pino, type Logger } from 'pino'

export type { Logger }

/** One JSON logger for the process; pretty output is left to `pino-pretty` in a pipe. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, redact: ['req.headers.authorization', 'req.headers.cookie'] })
}
