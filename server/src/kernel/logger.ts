import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The server's pino options, shared by `main.ts` and the test that reads every log line. No secret
 * may reach a log line (ARCHITECTURE.md), so a request is logged without its query string: the
 * refresh token travels in one (`login/refreshToken?refreshToken=…`), and signed upload links carry
 * their signature there. Bodies and headers are not logged; the redaction guards any log call that
 * passes a raw request.
 */
export function loggerOptions(level: Config['logLevel']) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.split('?', 1)[0],
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
