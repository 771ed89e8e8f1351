/**
 * The server entry the gateway loads from the build output at run time
 * (`dist/apps/storefront/server/entry-server.js`, CommonJS): `render` and the template helper.
 */
export { render } from './app/render';
export type { RenderOptions, RenderResult } from './app/render';
export { fillTemplate, TEMPLATE_PLACEHOLDERS } from './lib/document-template';
export type { TemplateValues } from './lib/document-template';
