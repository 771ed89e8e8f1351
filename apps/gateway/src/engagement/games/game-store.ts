import type { GameCta } from '@gio/contracts';
import type { Queryable } from '../../db/database';

/**
 * Games (`games`), their prizes with a stock (`game_prizes`), and each user's play and dismissal
 * (`game_plays`, one per user and game by its primary key; `game_dismissals`).
 */

export interface GameRow {
  id: string;
  title: string;
  description: string;
  kind: 'spin-wheel' | 'scratch-card';
  end_date: Date | string;
}

export interface PrizeRow {
  id: string;
  game_id: string;
  label: string;
  kind: 'credit' | 'points' | 'none';
  amount: string | number;
  weight: number;
  remaining: number | null;
}

export interface PlayRow {
  game_id: string;
  prize_id: string;
  played_at: Date | string;
}

/** The games running at `now`, offered at `cta` and of id `gameId` when given, in order. */
export async function runningGames(
  q: Queryable,
  now: Date,
  filter: { cta?: GameCta; gameId?: string },
): Promise<GameRow[]> {
  const { rows } = await q.query<GameRow>(
    `SELECT id, title, description, kind, end_date FROM games
        WHERE start_date <= $1 AND end_date > $1 AND ($2::text IS NULL OR $2 = ANY(ctas)) AND ($3::text IS NULL OR id = $3)
        ORDER BY position, id`,
    [now, filter.cta ?? null, filter.gameId ?? null],
  );
  return rows;
}

/** The prizes of the games, the user's plays of them and the ids of those the user dismissed. */
export async function userGameRows(
  q: Queryable,
  userId: string,
  gameIds: readonly string[],
): Promise<{ prizes: PrizeRow[]; plays: PlayRow[]; dismissedIds: string[] }> {
  const [{ rows: prizes }, { rows: plays }, { rows: dismissals }] = await Promise.all([
    q.query<PrizeRow>('SELECT * FROM game_prizes WHERE game_id = ANY($1) ORDER BY position, id', [
      gameIds,
    ]),
    q.query<PlayRow>(
      'SELECT game_id, prize_id, played_at FROM game_plays WHERE user_id = $1 AND game_id = ANY($2)',
      [userId, gameIds],
    ),
    q.query<{ game_id: string }>(
      'SELECT game_id FROM game_dismissals WHERE user_id = $1 AND game_id = ANY($2)',
      [userId, gameIds],
    ),
  ]);
  return { prizes, plays, dismissedIds: dismissals.map((row) => row.game_id) };
}

/** How many games running at `now` (offered at `cta` when given) the user has neither played nor dismissed. */
export async function countAvailableGames(
  q: Queryable,
  userId: string,
  now: Date,
  cta: GameCta | null,
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM games g
        WHERE g.start_date <= $2 AND g.end_date > $2 AND ($3::text IS NULL OR $3 = ANY(g.ctas))
          AND NOT EXISTS (SELECT 1 FROM game_plays p WHERE p.game_id = g.id AND p.user_id = $1)
          AND NOT EXISTS (SELECT 1 FROM game_dismissals d WHERE d.game_id = g.id AND d.user_id = $1)`,
    [userId, now, cta],
  );
  return rows[0]?.n ?? 0;
}

/** Whether the user played the game. */
export async function hasPlayed(q: Queryable, userId: string, gameId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM game_plays WHERE user_id = $1 AND game_id = $2', [
    userId,
    gameId,
  ]);
  return rows.length > 0;
}

/** The game's prizes still in stock, WAON points ones only when `pointsAllowed`, in order. */
export async function prizesInStock(
  q: Queryable,
  gameId: string,
  pointsAllowed: boolean,
): Promise<PrizeRow[]> {
  const { rows } = await q.query<PrizeRow>(
    `SELECT * FROM game_prizes WHERE game_id = $1 AND (remaining IS NULL OR remaining > 0) AND (kind <> 'points' OR $2)
          ORDER BY position, id`,
    [gameId, pointsAllowed],
  );
  return rows;
}

/** Takes one of a prize's stock; false when none was left. */
export async function takePrize(tx: Queryable, prizeId: string): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE game_prizes SET remaining = remaining - 1 WHERE id = $1 AND remaining > 0 RETURNING id',
    [prizeId],
  );
  return rows.length > 0;
}

/** Stores a play; false when the user had already played the game. */
export async function insertPlay(
  tx: Queryable,
  play: { userId: string; gameId: string; prizeId: string; draw: number; playedAt: Date },
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO game_plays (user_id, game_id, prize_id, draw, played_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, game_id) DO NOTHING RETURNING game_id`,
    [play.userId, play.gameId, play.prizeId, play.draw, play.playedAt],
  );
  return rows.length > 0;
}

/** Records that the user dismissed the game (again is a no-op). */
export async function insertDismissal(
  q: Queryable,
  userId: string,
  gameId: string,
  dismissedAt: Date,
): Promise<void> {
  await q.query(
    'INSERT INTO game_dismissals (user_id, game_id, dismissed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [userId, gameId, dismissedAt],
  );
}

/** Adds a demo game (again is a no-op). */
export async function insertDemoGame(
  tx: Queryable,
  game: {
    id: string;
    title: string;
    description: string;
    kind: string;
    ctas: string[];
    startDate: Date;
    endDate: Date;
    position: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO games (id, title, description, kind, ctas, start_date, end_date, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT DO NOTHING`,
    [
      game.id,
      game.title,
      game.description,
      game.kind,
      game.ctas,
      game.startDate,
      game.endDate,
      game.position,
    ],
  );
}

/** Adds a demo game's prize (again is a no-op). */
export async function insertDemoPrize(
  tx: Queryable,
  prize: {
    id: string;
    gameId: string;
    label: string;
    kind: string;
    amount: number;
    weight: number;
    remaining: number | null;
    position: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO game_prizes (id, game_id, label, kind, amount, weight, remaining, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT DO NOTHING`,
    [
      prize.id,
      prize.gameId,
      prize.label,
      prize.kind,
      prize.amount,
      prize.weight,
      prize.remaining,
      prize.position,
    ],
  );
}
