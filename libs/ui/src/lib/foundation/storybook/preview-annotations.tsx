import type { Decorator, Preview } from '@storybook/react-vite';
import { BundledI18nProvider } from '../i18n/bundled-i18n-provider';
import '../styles';

/**
 * The Storybook project annotations, shared by `.storybook/preview.tsx` and the jest setup
 * (through `setProjectAnnotations`) so that a story renders the same in both places.
 */
const withI18n: Decorator = (Story, context) => (
  <BundledI18nProvider lng={context.globals['locale'] === 'en' ? 'en' : 'vi'}>
    <Story />
  </BundledI18nProvider>
);

/** The widths the storefront is designed for: the smallest phone we support, a tablet, a desktop. */
export const viewportOptions = {
  mobile360: { name: 'Điện thoại 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet768: { name: 'Máy tính bảng 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: 'Máy tính 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export const previewAnnotations: Preview = {
  decorators: [withI18n],
  globalTypes: {
    locale: {
      description: 'Ngôn ngữ giao diện',
      toolbar: {
        title: 'Ngôn ngữ',
        icon: 'globe',
        items: [
          { value: 'vi', title: 'Tiếng Việt' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'vi' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewportOptions },
  },
};
