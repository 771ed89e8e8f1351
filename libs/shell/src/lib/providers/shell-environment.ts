import type { AppName } from '@gio/domain-shell';
import { createContext, useContext } from 'react';

/** What the shell needs to know about the app it is rendered in. */
export interface ShellEnvironment {
  /**
   * Which app renders the shell: a link to a path the other app owns (domain-shell `appOfPath`)
   * loads that document instead of going through this app's router.
   */
  app: AppName;
  /** Leaves for another document: after sign-out, for a search from the account app. */
  fullPageLoad: (url: string) => void;
}

export const ShellEnvironmentContext = createContext<ShellEnvironment | null>(null);

/** The app the shell is rendered in and how it loads another document (`ShellProvider`). */
export function useShellEnvironment(): ShellEnvironment {
  const environment = useContext(ShellEnvironmentContext);
  if (!environment) throw new Error('The shell needs a ShellProvider around it');
  return environment;
}
