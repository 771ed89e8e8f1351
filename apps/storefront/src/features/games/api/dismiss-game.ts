import { engagementRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** POST /api/games/dismiss (accounts.md §7): the game is not offered to this user again. */
export async function dismissGame(client: Pick<JsonClient, 'post'>, gameId: string): Promise<void> {
  await callRoute(client, engagementRoutes.dismissGame, { body: { gameId } });
}
