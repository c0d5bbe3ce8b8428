// What the request log keeps of a request: never a secret carried in its address (a sign-in link's token).
import type { FastifyRequest } from 'fastify';
import { redactLinkSecrets } from '@server/features/mail/redact-links';

export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactLinkSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
