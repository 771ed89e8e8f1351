import type { GameResult } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';

/** GET /api/games/results with cta game-capture (accounts.md §7): the games to offer. */
export async function getCaptureGames(client: Pick<JsonClient, 'get'>): Promise<GameResult[]> {
  return (
    await client.get<{ data: { games: GameResult[] } }>('/api/games/results?cta=game-capture')
  ).data.games;
}
