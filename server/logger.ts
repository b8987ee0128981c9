import { pino, stdSerializers, type Logger } from 'pino'

export type { Logger }

/**
 * Errors from HTTP clients (@sanity/client, stripe) carry their whole request and response objects; a log line
 * needs the message, code and stack, not kilobytes of socket state.
 */
function serializeError(err: Error): Record<string, unknown> {
  const {
    request: _request,
    response: _response,
    ...rest
  } = stdSerializers.err(err) as unknown as Record<string, unknown>
  return rest
}

/** One JSON logger for the process; pretty output is left to `pino-pretty` in a pipe. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    serializers: { err: serializeError },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  })
}
