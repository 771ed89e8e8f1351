import { composeStories } from '@storybook/react';
import { act, render } from '@testing-library/react';
import { configureAxe } from 'jest-axe';
import type { ComponentType } from 'react';

type StoriesModule = Parameters<typeof composeStories>[0];

/**
 * Landmarks are a page concern (Playwright checks whole pages); a component shown alone is
 * never inside one, so `region` is off here. Colour contrast needs layout, which jsdom lacks:
 * jest-axe turns it off and the token tests check every text/background pair instead.
 */
const axe = configureAxe({ rules: { region: { enabled: false } } });

/**
 * Declares one test per story of a stories module: the story renders with the project's
 * decorators (Vietnamese i18n, tokens) and axe finds no violation in the whole document,
 * portals included.
 *
 *     import * as stories from './button.stories';
 *     describe('Button stories', () => expectStoriesAccessible(stories));
 */
export function expectStoriesAccessible(storiesModule: StoriesModule, options: { timeoutMs?: number } = {}): void {
  // Each composed story is a component carrying its args and the project decorators.
  const composed = Object.entries(composeStories(storiesModule)) as Array<[string, ComponentType]>;
  if (composed.length === 0) throw new Error('expectStoriesAccessible: the module has no stories');
  it.each(composed)('story %s renders and passes axe', async (_name, Story) => {
    const { baseElement } = render(<Story />);
    // Let effects that open dialogs or load data settle before auditing.
    await act(async () => {
      await Promise.resolve();
    });
    // More than the empty container: the story really rendered something (maybe in a portal).
    expect(baseElement.querySelectorAll('*').length).toBeGreaterThan(1);
    const results = await axe(baseElement);
    expect(results).toHaveNoViolations();
    // axe in jsdom takes seconds on a large story (the token tables); the default 5 s is tight.
  }, options.timeoutMs ?? 30_000);
}
