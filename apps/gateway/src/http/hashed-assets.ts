import { negotiate } from '@fastify/accept-negotiator';
import send, { isUtf8MimeType, mime } from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The copies the apps' builds write beside each text asset (tools/vite-plugins), best first. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof PRECOMPRESSED;
const ENCODINGS = Object.keys(PRECOMPRESSED) as Encoding[];

/**
 * An app's client assets under `{prefix}assets/` (`/static/storefront/`, `/static/account/`).
 * Their names carry a content hash, so every cache may keep them for a year without asking
 * again; @fastify/send refuses paths that leave the folder and handles ETags and ranges. The
 * build's Brotli or gzip copy goes out as it is when the browser accepts it (compressed once at
 * the best level, not per request); a range request or a file without a copy gets the file.
 */
export function registerHashedAssets(
  app: FastifyInstance,
  prefix: string,
  clientDir: string,
): void {
  const root = path.join(clientDir, 'assets');
  const options = {
    root,
    index: false,
    dotfiles: 'deny' as const,
    maxAge: ONE_YEAR_MS,
    immutable: true,
  };

  // Answers whether it sent the copy. Not the reply itself: a reply is thenable, so an async
  // function returning it resolves to undefined once it is sent, and the file went out again.
  const sendPrecompressed = async (
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    encoding: Encoding,
  ): Promise<boolean> => {
    const result = await send(request.raw, `/${file}${PRECOMPRESSED[encoding]}`, options);
    if (result.type !== 'file') return false;
    const type = mime.getType(file) ?? 'application/octet-stream';
    reply
      .status(result.statusCode)
      .headers(result.headers)
      .header('content-type', isUtf8MimeType(type) ? `${type}; charset=utf-8` : type)
      .header('content-encoding', encoding)
      .send(result.stream);
    return true;
  };

  app.get(`${prefix}assets/*`, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    reply.header('vary', 'Accept-Encoding');
    const encoding = negotiate(
      request.headers['accept-encoding'] ?? '',
      ENCODINGS,
    ) as Encoding | null;
    if (encoding && request.headers.range === undefined && !/\.(?:br|gz)$/.test(file)) {
      if (await sendPrecompressed(request, reply, file, encoding)) return reply;
    }
    const result = await send(request.raw, `/${file}`, options);
    if (result.type !== 'file') {
      return reply
        .status(result.statusCode === 403 ? 403 : 404)
        .type('text/plain')
        .send('Not found');
    }
    return reply.status(result.statusCode).headers(result.headers).send(result.stream);
  });
}
