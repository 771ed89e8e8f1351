import { expectStoriesAccessible } from '@gio/ui/testing';
import * as stories from './signup-form.stories';

// Its behaviour (storefront.md §4, §5, §8) is tested in the storefront (apps/storefront
// src/app/signup-form.spec.tsx), in the whole app.
describe('SignupForm stories', () => expectStoriesAccessible(stories));
