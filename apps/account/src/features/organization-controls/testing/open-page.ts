import { screen, within } from '@testing-library/react';
import type { FakeNetwork } from '../../../testing/fake-network';
import { renderAccount } from '../../../testing/render-account';

/** Queries inside the page's one main (call after {@link openPage}: the layout replaces the loading screen's). */
export const main = () => within(screen.getByRole('main'));

/** The app at `url`, once its layout (and so its one main) is there. */
export async function openPage(url: string, network: FakeNetwork) {
  const view = renderAccount(url, { network });
  await screen.findByRole('heading', { level: 1 });
  return view;
}
