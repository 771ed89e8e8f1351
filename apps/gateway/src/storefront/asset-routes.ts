import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { STOREFRONT_ASSET_PREFIX } from './storefront-build';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The storefront's client assets under `/static/storefront/assets/`. Their names carry a content
 * hash, so every cache may keep them for a year without asking again; @fastify/send refuses
 * paths that leave the folder and handles ETags and ranges.
 */
export function registerStorefrontAssets(app: FastifyInstance, clientDir: string): void {
  const root = path.join(clientDir, 'assets');
  app.get(`${STOREFRONT_ASSET_PREFIX}assets/*`, async (request, reply) => {
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
