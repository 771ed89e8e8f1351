import { fetchCsrfToken, createJsonClient } from '@gio/data-access';
import { loadI18n } from '@gio/i18n';
import { loadSession } from '@gio/shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { createRoutes } from './app/routes';
import { createAccountClient, createCsrfHolder } from './lib/account-client';
import { readBootData } from './lib/boot';
import { browserPageEnvironment } from './lib/navigation';

const boot = readBootData(document);
const environment = browserPageEnvironment();
// Served by the gateway the page carries the session's token; on Vite's dev server it does not,
// and the token is asked for once (GET /api/session).
const csrf = createCsrfHolder(boot.csrfToken, () => fetchCsrfToken(createJsonClient()));
const client = createAccountClient({ environment, csrf });
// In maintenance the screen replaces the app (AppRoot): no router, so no page's loader calls out.
const router = boot.site.maintenanceMode ? null : createBrowserRouter(createRoutes({ client, csrf, environment, site: boot.site }));

// The session is asked alongside the strings, before the first render: the shell's header and
// site banner then draw the signed-in shopper's version once, instead of a guest's that a
// customer's replaces after the first paint and that moves the whole page down (layout shift).
void Promise.all([loadI18n({ lng: boot.lng }), loadSession(client)]).then(([i18n, session]) => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppRoot
        i18n={i18n}
        app={{ client, csrf, environment, site: boot.site }}
        router={router ? <RouterProvider router={router} /> : null}
        shellSession={session}
      />
    </StrictMode>,
  );
});
