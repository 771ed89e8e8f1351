import type { GameResult } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';

/** POST /api/games/play with gameId (accounts.md §7): the one play and its prize. */
export async function playGame(
  client: Pick<JsonClient, 'post'>,
  gameId: string,
): Promise<GameResult> {
  return (await client.post<{ data: { game: GameResult } }>('/api/games/play', { gameId })).data
    .game;
}
