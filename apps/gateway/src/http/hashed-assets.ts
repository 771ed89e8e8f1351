import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * An app's client assets under `{prefix}assets/` (`/static/storefront/`, `/static/account/`).
 * Their names carry a content hash, so every cache may keep them for a year without asking
 * again; @fastify/send refuses paths that leave the folder and handles ETags and ranges.
 */
export function registerHashedAssets(app: FastifyInstance, prefix: string, clientDir: string): void {
  const root = path.join(clientDir, 'assets');
  app.get(`${prefix}assets/*`, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    const result = await send(request.raw, `/${file}`, {
      root,
      index: false,
      dotfiles: 'deny',
      maxAge: ONE_YEAR_MS,
      immutable: true,
    });
    if (result.type !== 'file') {
      return reply.status(result.statusCode === 403 ? 403 : 404).type('text/plain').send('Not found');
    }
    return reply.status(result.statusCode).headers(result.headers).send(result.stream);
  });
}
