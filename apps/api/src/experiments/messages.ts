// The datafile schema of `@rental/experiments` says its own checks in English, some with values only known
// when they fail ("Expected weights summing to 1, got 0.9"). The back office's datafile changes answer them
// in the request's language like every other message: each such text is matched here to its message.
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiError } from '../errors.ts';
import { type MessageText, messageOf, msg } from '../i18n/translate.ts';
import { issueMessage, REQUIRED_MESSAGES } from '../validation.ts';

const PATTERNS: readonly [RegExp, (m: RegExpExecArray) => MessageText][] = [
  [
    /^Expected (\d+) weights, one per variation$/,
    (m) => msg('experimentsWeightCount', { count: Number(m[1]) }),
  ],
  [/^Expected weights summing to 1, got (.+)$/, (m) => msg('experimentsWeightSum', { sum: Number(m[1]) })],
  [/^Unrecognized keys?: (.+)$/, (m) => msg('experimentsUnknownFields', { fields: m[1] ?? '' })],
  [
    /^Duplicate key '(.+)' among experiments and flags$/,
    (m) => msg('experimentsDuplicateKey', { key: m[1] ?? '' }),
  ],
];

/** A datafile check's message as the tables say it (unknown texts stay as they are). */
export function datafileMessage(text: string): MessageText {
  if (messageOf(text)) return text;
  for (const [pattern, message] of PATTERNS) {
    const m = pattern.exec(text);
    if (m) return message(m);
  }
  return text;
}

function validationFailed(fields: Record<string, MessageText>): ApiError {
  const messages = Object.values(fields);
  const allRequired = messages.every((m) => REQUIRED_MESSAGES.has(String(m)));
  const message = allRequired ? msg('requiredFields') : (messages[0] ?? msg('invalidRequest'));
  return new ApiError(400, 'validation_failed', message, { fields });
}

/** The 400 of a datafile that fails the schema (checked whole, after the request's own shape). */
export function invalidDatafile(error: z.ZodError): ApiError {
  const fields: Record<string, MessageText> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    fields[path] ??= datafileMessage(issue.message);
  }
  return validationFailed(fields);
}

/**
 * A route's error handler: the schema validation of a datafile change, said with the messages above; any
 * other error goes on to the API's handler.
 */
export function datafileErrorHandler(err: FastifyError): never {
  if (!hasZodFastifySchemaValidationErrors(err)) throw err;
  const fields: Record<string, MessageText> = {};
  for (const v of err.validation) {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (err.validationContext ?? 'body');
    const text = v.message ?? '';
    const said = datafileMessage(text);
    fields[path] ??= said === text ? issueMessage(v.keyword, text, v.params) : said;
  }
  throw validationFailed(fields);
}
