// Request logging without personal data (issue 15): query strings (last names, e-mail addresses),
// cookies, client addresses and the values inside database errors never reach a log line.
import type { FastifyServerOptions } from 'fastify';

/** Pino paths replaced by '[redacted]' wherever they appear in a log line. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-forwarded-for"]',
  'req.remoteAddress',
  'req.ip',
  'res.headers["set-cookie"]',
  // Drizzle's DrizzleQueryError carries the bound values; PostgreSQL errors the offending row.
  'err.params',
  'err.parameters',
  'err.detail',
  'err.where',
  'err.cause.params',
  'err.cause.parameters',
  'err.cause.detail',
  'err.cause.where',
] as const;

/**
 * Removes values from an error message: Drizzle's `params:` list (its SQL has only placeholders and
 * quoted identifiers, kept) and, in any other message, everything quoted.
 */
export function scrubMessage(message: string): string {
  const query = /^Failed query: ([\s\S]*?)\nparams:[\s\S]*$/.exec(message);
  if (query) return `Failed query: ${query[1]}\nparams: [redacted]`;
  return message
    .replace(/"[^"\n]*"/g, '"[redacted]"')
    .replace(/'[^'\n]*'/g, "'[redacted]'")
    .replace(/\(([^()\n]*)\)=\(([^\n]*)\)/g, '($1)=([redacted])');
}

type LoggedError = { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

function serializeError(err: LoggedError, depth = 0): SerializedError {
  const message = typeof err.message === 'string' ? scrubMessage(err.message) : '';
  // The first lines of a stack repeat the message; the frames below name no data.
  const frames =
    typeof err.stack === 'string' ? err.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const out: SerializedError = {
    type: typeof err.name === 'string' ? err.name : 'Error',
    message,
    stack: [message, ...frames].join('\n'),
  };
  if (typeof err.code === 'string' || typeof err.code === 'number') out.code = err.code;
  if (depth < 2 && err.cause && typeof err.cause === 'object')
    out.cause = serializeError(err.cause as LoggedError, depth + 1);
  return out;
}

type LoggedRequest = { method?: string; url?: string; id?: unknown; routeOptions?: { url?: string } };

/** Serializers of the request, the response and errors. */
export const logSerializers = {
  /** Method and path only: the query string carries last names and e-mail addresses. */
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    url: (req.url ?? '').split('?')[0],
    route: req.routeOptions?.url,
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  err: (err: LoggedError) => serializeError(err),
};

/** Fastify's logger option for a level and, in tests, a stream to read the lines from. */
export function loggerOptions(
  level: string,
  stream?: { write: (line: string) => void },
): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level: level === 'silent' ? 'info' : level,
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    serializers: logSerializers,
    ...(stream ? { stream } : {}),
  };
}
