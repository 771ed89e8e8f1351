import { screen, waitFor } from '@testing-library/react';

/**
 * The alert (role alert) whose text contains `text`. The page always has the message region's
 * empty alert, so `findByRole('alert')` alone would find that one.
 */
export async function findAlert(text: string | RegExp): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('alert')
      .find((alert) => (typeof text === 'string' ? alert.textContent?.includes(text) : text.test(alert.textContent ?? '')));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

/** Like {@link findAlert} for role status (toasts of success, in-page confirmations). */
export async function findStatus(text: string | RegExp): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('status')
      .find((status) => (typeof text === 'string' ? status.textContent?.includes(text) : text.test(status.textContent ?? '')));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}
