import type { Preview } from '@storybook/react-vite';
import { previewAnnotations } from '../libs/ui/src/lib/foundation/storybook/preview-annotations';

// The annotations live in the UI library so that jest (composeStories) applies the very same
// decorators, tokens and i18n as this Storybook.
const preview: Preview = { ...previewAnnotations };

export default preview;
