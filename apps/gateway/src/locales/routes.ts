import { resources, NAMESPACES, SUPPORTED_LANGUAGES } from '@gio/i18n';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/app-error';

/** Translation cache lifetime in production (accounts.md §9: 3 days). */
const LOCALE_MAX_AGE_SECONDS = 259_200;

/** GET /api/locales/{lng}/{ns}.json from the shared `@gio/i18n` resources. */
export function registerLocaleRoutes(app: FastifyInstance, production: boolean): void {
  app.get<{ Params: { lng: string; file: string } }>('/api/locales/:lng/:file', async (request, reply) => {
    const { lng, file } = request.params;
    const ns = file.endsWith('.json') ? file.slice(0, -'.json'.length) : null;
    const language = SUPPORTED_LANGUAGES.find((l) => l === lng);
    const namespace = NAMESPACES.find((n) => n === ns);
    if (!language || !namespace) throw notFound(`Locale ${lng}/${file}`);
    reply.header('cache-control', production ? `public, max-age=${LOCALE_MAX_AGE_SECONDS}` : 'no-cache');
    return resources[language][namespace];
  });
}
