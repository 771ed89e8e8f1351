import { engagementRoutes, type GameResult } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** POST /api/games/play with gameId (accounts.md §7): the one play and its prize. */
export async function playGame(
  client: Pick<JsonClient, 'post'>,
  gameId: string,
): Promise<GameResult> {
  return (await callRoute(client, engagementRoutes.playGame, { body: { gameId } })).data.game;
}
