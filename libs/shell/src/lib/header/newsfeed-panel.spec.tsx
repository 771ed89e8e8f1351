import { expectStoriesAccessible } from '@gio/ui/testing';
import * as stories from './newsfeed-panel.stories';

describe('NewsfeedPanel stories', () => expectStoriesAccessible(stories));
