// One place that turns every error into {"error": {code, message, fields}}; 5xx details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, fieldErrors, type ErrorStatus } from '@shared/api-error-body';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http-error';

export const UNAVAILABLE_MESSAGE = 'The site is briefly unavailable. Please try again in a moment.';

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(
        error.validation.map((v) => ({
          path: [...(v.instancePath ?? '').split('/').filter(Boolean)],
          message: v.message ?? 'Invalid value',
        })),
      );
      const first = Object.values(fields)[0];
      return reply.status(400).send(body(ERROR_CODES[400], first ?? 'Invalid request', fields));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(body(ERROR_CODES[503], UNAVAILABLE_MESSAGE));
    }
    const status = (error.statusCode ?? 500) as number;
    if (status >= 500 || !(status in ERROR_CODES)) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body(ERROR_CODES[500], 'Something went wrong on our side. Please try again.'));
    }
    const code = ERROR_CODES[status as ErrorStatus];
    return reply.status(status).send(body(code, publicMessage(status, error.message)));
  });
}

/** Unknown paths get a JSON 404 (client routes are answered by the page's own route). */
export function registerNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => reply.status(404).send(body(ERROR_CODES[404], `No route for ${request.method} ${request.url.split('?')[0]}`)));
}

function body(code: string, message: string, fields?: Record<string, string>) {
  return fields && Object.keys(fields).length ? { error: { code, message, fields } } : { error: { code, message } };
}

function publicMessage(status: number, message: string): string {
  if (status === 413) return 'The upload is too large.';
  if (status === 415) return 'This type of content is not accepted.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  return message;
}
