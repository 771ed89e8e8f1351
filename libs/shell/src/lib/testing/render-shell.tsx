import { renderWithProviders } from '@gio/ui/testing';
import type { ReactElement } from 'react';
import { ShellFrame, storyClient, type ShellStoryParameters } from './story-shell';

/**
 * Renders a shell component inside the shell's providers and a memory router (the story frame),
 * with the bundled Vietnamese strings: the calls it makes and the documents it would load are
 * recorded.
 */
export function renderShell(ui: ReactElement, parameters: ShellStoryParameters = {}) {
  const { client, calls } = storyClient(parameters.answer);
  const fullPageLoads: string[] = [];
  const result = renderWithProviders(
    <ShellFrame
      parameters={{ ...parameters, onFullPageLoad: (url) => void fullPageLoads.push(url) }}
      client={client}
    >
      {ui}
    </ShellFrame>,
  );
  return { ...result, calls, fullPageLoads };
}
