// Test-only helpers: import them relatively from specs, never from the library's public API.
export { expectStoriesAccessible } from './expect-stories-accessible';
export { setViewportWidth, DEFAULT_TEST_VIEWPORT_WIDTH } from './match-media';
export { renderWithProviders } from './render-with-providers';
