import { expect, type Page, type Response } from '@playwright/test';

/**
 * Waits until React has hydrated the server-rendered page: hydration tags each DOM node it
 * adopts with its fiber (`__reactFiber$…`). Before that, a click on server-rendered HTML may do
 * nothing, so every first load in the suite waits for it rather than for a fixed time.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('#root main') ?? document.querySelector('#root > *');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * A first load of `path` (rendered on the server), checked for its HTTP status, then hydrated.
 * Later moves in a test go through links and buttons, as a shopper's do.
 */
export async function openPage(page: Page, path: string, status = 200): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  expect(response.status(), `HTTP status of ${path}`).toBe(status);
  await waitForHydration(page);
  return response;
}
