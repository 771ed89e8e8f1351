import { ONE_CLICK_UNSUBSCRIBE_PATH, emailPreferenceRoutes as routes } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute, type RouteOptions } from '../http/define-route';
import { signedInUserId } from '../session/signed-in';
import type { EmailPreferenceService } from './email-preference-service';

export interface EmailPreferenceRouteDeps {
  readonly emailPreferences: EmailPreferenceService;
  readonly options: RouteOptions;
}

const oneClickQuery = z.object({ token: z.string().min(20).max(2000) });

/**
 * The preferences page's calls (signed in), the unsubscribe page's (anyone holding the link),
 * and the RFC 8058 one-click address mail clients post `List-Unsubscribe=One-Click` to as a
 * form, without a CSRF token: the signed token is the whole authority, and it can only take a
 * topic away (the CSRF check exempts this path).
 */
export function registerEmailPreferenceRoutes(
  app: FastifyInstance,
  deps: EmailPreferenceRouteDeps,
): void {
  const { emailPreferences, options } = deps;
  defineRoute(app, routes.preferences, options, async ({ request }) => ({
    data: await emailPreferences.preferences(signedInUserId(request)),
  }));
  defineRoute(app, routes.updatePreferences, options, async ({ body, request }) => ({
    data: await emailPreferences.update(signedInUserId(request), body.topics),
  }));
  defineRoute(app, routes.unsubscribeLink, options, async ({ query }) => ({
    data: await emailPreferences.linkInfo(query.token),
  }));
  defineRoute(app, routes.unsubscribe, options, async ({ body }) => ({
    data: await emailPreferences.unsubscribe(body.token),
  }));

  app.register(async (scope) => {
    // Mail clients send the RFC 8058 form body, multipart (as the RFC recommends) or urlencoded;
    // its one field says nothing the token does not, so it is read and set aside.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    scope.post(ONE_CLICK_UNSUBSCRIBE_PATH, async (request, reply) => {
      const query = oneClickQuery.safeParse(request.query);
      if (!query.success) return reply.status(400).type('text/plain; charset=utf-8').send('Bad link');
      await emailPreferences.unsubscribe(query.data.token);
      return reply.type('text/plain; charset=utf-8').send('Unsubscribed');
    });
  });
}
