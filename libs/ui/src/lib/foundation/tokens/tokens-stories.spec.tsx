import { expectStoriesAccessible } from '../testing';
import * as stories from './tokens.stories';

describe('Token reference stories', () => expectStoriesAccessible(stories));
