import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Giỏ's design-system Storybook: the UI kit's stories and the shell's (libs/shell: header, footer,
 * account panel, search bar), under the same decorators. Everything it needs is installed locally: no addon that
 * fetches anything, telemetry and "what's new" notifications off, so `build-storybook`
 * works offline and the static build never phones home.
 */
const config: StorybookConfig = {
  stories: ['../libs/ui/src/**/*.stories.@(tsx|mdx)', '../libs/shell/src/**/*.stories.@(tsx|mdx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  typescript: { reactDocgen: 'react-docgen' },
  // The preview bundles every story at once; a large chunk is expected and not a problem here.
  viteFinal: async (viteConfig) => ({ ...viteConfig, build: { ...viteConfig.build, chunkSizeWarningLimit: 2500 } }),
};

export default config;
