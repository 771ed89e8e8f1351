import { readBootData, SITE_SCRIPT_ID } from './boot';
import { DEFAULT_SITE_CONFIG } from './site-config';

function page(html: { lang?: string; head?: string; body?: string }): Document {
  const doc = document.implementation.createHTMLDocument('account');
  if (html.lang !== undefined) doc.documentElement.setAttribute('lang', html.lang);
  doc.head.innerHTML = html.head ?? '';
  doc.body.innerHTML = html.body ?? '';
  return doc;
}

describe('readBootData (README "Serving contract")', () => {
  it('reads the language, the CSRF token and the site configuration the gateway filled in', () => {
    const site = {
      siteName: 'Giỏ',
      currency: 'VND',
      locale: 'vi-VN',
      support: { email: 'hotro@gio.vn', telephone: '1900 6868', hours: '7:00–22:00', maintenanceMessage: '' },
      isApp: false,
      features: { invitesEnabled: true, limitedProductsMode: false, socialSignIn: { google: true, facebook: false, apple: true } },
      socialSignInPartners: {
        google: { enabled: true, clientId: 'google-client' },
        facebook: { enabled: true, clientId: 'fb-app' },
        apple: { enabled: false, clientId: null },
      },
    };
    const boot = readBootData(
      page({
        lang: 'en',
        head: '<meta name="csrf-token" content="token-123">',
        body: `<script id="${SITE_SCRIPT_ID}" type="application/json">${JSON.stringify(site)}</script>`,
      }),
    );
    expect(boot.lng).toBe('en');
    expect(boot.csrfToken).toBe('token-123');
    expect(boot.site.support.telephone).toBe('1900 6868');
    expect(boot.site.invitesEnabled).toBe(true);
    expect(boot.site.socialSignIn).toEqual({
      google: { site: true, partner: true, clientId: 'google-client' },
      facebook: { site: false, partner: true, clientId: 'fb-app' },
      apple: { site: true, partner: false, clientId: '' },
    });
  });

  it('falls back gracefully on the bare template (Vite dev server, tests): Vietnamese, no token, default site', () => {
    const boot = readBootData(
      page({ lang: '<!--app-lang-->', head: '<!--app-csrf-->', body: '<div id="root"></div><!--app-site-->' }),
    );
    expect(boot).toEqual({ lng: 'vi', csrfToken: undefined, site: DEFAULT_SITE_CONFIG });
  });

  it('keeps the defaults for a site JSON that does not parse or has fields of the wrong type', () => {
    expect(readBootData(page({ body: `<script id="${SITE_SCRIPT_ID}" type="application/json">{oops</script>` })).site).toEqual(
      DEFAULT_SITE_CONFIG,
    );
    const odd = readBootData(
      page({ body: `<script id="${SITE_SCRIPT_ID}" type="application/json">{"currency":42,"features":{"invitesEnabled":"yes"}}</script>` }),
    );
    expect(odd.site.currency).toBe('VND');
    expect(odd.site.invitesEnabled).toBe(false);
  });
});
