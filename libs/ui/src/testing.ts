/**
 * `@gio/ui/testing`: the kit's test and Storybook harness for other projects' specs and stories
 * (libs/shell, the apps' specs), so that their stories render with the same decorators (Vietnamese i18n, tokens)
 * and pass the same axe check as the kit's own. Never imported by application code: it needs
 * jest's globals and Storybook.
 */
export {
  clickLoadsDocument,
  expectStoriesAccessible,
  failOnMissingTranslationKeys,
  installMatchMedia,
  renderWithProviders,
  resetMatchMedia,
  setViewportWidth,
  DEFAULT_TEST_VIEWPORT_WIDTH,
} from './lib/foundation/testing';
export {
  previewAnnotations,
  viewportOptions,
} from './lib/foundation/storybook/preview-annotations';
