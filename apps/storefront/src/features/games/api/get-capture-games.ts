import { engagementRoutes, type GameResult } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** GET /api/games/results with cta game-capture (accounts.md §7): the games to offer. */
export async function getCaptureGames(client: Pick<JsonClient, 'get'>): Promise<GameResult[]> {
  const answer = await callRoute(client, engagementRoutes.gameResults, {
    query: { cta: 'game-capture' },
  });
  return answer.data.games;
}
