import { expectStoriesAccessible } from '@gio/ui/testing';
import * as stories from './support-contact-items.stories';

describe('SupportContactItems stories', () => expectStoriesAccessible(stories));
