import { AppError } from '../../http/app-error';
import { EngagementErrorCode, type GameCta, type GameResult } from '@gio/contracts';
import { WAON_MEMBER_VOUCHERS_PATH } from '@gio/domain-enums';
import { formatPoints } from '@gio/domain-loyalty';

import type { Database, Queryable } from '../../db/database';
import { newId } from '../../security/random';
import { formatDong } from '../format-dong';
import { addPersonalNewsItem } from '../newsfeed/newsfeed-service';
import { pickWeighted, type RandomSource } from './random-source';

interface GameRow {
  id: string;
  title: string;
  description: string;
  kind: 'spin-wheel' | 'scratch-card';
  end_date: Date | string;
}

interface PrizeRow {
  id: string;
  game_id: string;
  label: string;
  kind: 'credit' | 'points' | 'none';
  amount: string | number;
  weight: number;
  remaining: number | null;
}

interface PlayRow {
  game_id: string;
  prize_id: string;
  played_at: Date | string;
}

const gameUnavailable = () =>
  new AppError(
    404,
    EngagementErrorCode.GAME_UNAVAILABLE,
    'Trò chơi không còn diễn ra.',
    'gameId',
  );

const prizeView = (prize: PrizeRow) => ({
  id: prize.id,
  label: prize.label,
  kind: prize.kind,
  amount: Number(prize.amount),
});

/** What to do next: play an open game, or use what was won. */
function nextStep(status: GameResult['status'], prize: PrizeRow | null): GameResult['cta'] {
  if (status !== 'played') return { label: 'Chơi ngay', url: '/account' };
  if (prize?.kind === 'points') return { label: 'Đổi điểm WAON', url: WAON_MEMBER_VOUCHERS_PATH };
  if (prize?.kind === 'credit') return { label: 'Dùng ngay khi thanh toán', url: '/cart' };
  return { label: 'Tiếp tục mua sắm', url: '/' };
}

/**
 * Games of accounts.md §7 ("GET /api/games/results with cta", "POST /api/games/play: gameId",
 * "POST /api/games/dismiss"): a weighted prize draw from an injected random source, one play
 * per user per game (the primary key of `game_plays`), prizes with a stock taken by a
 * conditional update, and the prize granted in the same transaction as the play.
 */
export class GameService {
  constructor(
    private readonly db: Database,
    private readonly random: RandomSource,
    private readonly now: () => number,
  ) {}

  private async runningGames(
    db: Queryable,
    filter: { cta?: GameCta; gameId?: string },
  ): Promise<GameRow[]> {
    const { rows } = await db.query<GameRow>(
      `SELECT id, title, description, kind, end_date FROM games
        WHERE start_date <= $1 AND end_date > $1 AND ($2::text IS NULL OR $2 = ANY(ctas)) AND ($3::text IS NULL OR id = $3)
        ORDER BY position, id`,
      [new Date(this.now()), filter.cta ?? null, filter.gameId ?? null],
    );
    return rows;
  }

  private async views(
    db: Queryable,
    userId: string,
    games: readonly GameRow[],
  ): Promise<GameResult[]> {
    if (games.length === 0) return [];
    const ids = games.map((game) => game.id);
    const [{ rows: prizes }, { rows: plays }, { rows: dismissals }] = await Promise.all([
      db.query<PrizeRow>(
        'SELECT * FROM game_prizes WHERE game_id = ANY($1) ORDER BY position, id',
        [ids],
      ),
      db.query<PlayRow>(
        'SELECT game_id, prize_id, played_at FROM game_plays WHERE user_id = $1 AND game_id = ANY($2)',
        [userId, ids],
      ),
      db.query<{ game_id: string }>(
        'SELECT game_id FROM game_dismissals WHERE user_id = $1 AND game_id = ANY($2)',
        [userId, ids],
      ),
    ]);
    const dismissed = new Set(dismissals.map((row) => row.game_id));
    return games.map((game) => {
      const play = plays.find((row) => row.game_id === game.id);
      const prize = play ? (prizes.find((row) => row.id === play.prize_id) ?? null) : null;
      const status: GameResult['status'] = play
        ? 'played'
        : dismissed.has(game.id)
          ? 'dismissed'
          : 'available';
      return {
        gameId: game.id,
        title: game.title,
        description: game.description,
        kind: game.kind,
        endDate: new Date(game.end_date).toISOString(),
        status,
        prizes: prizes.filter((row) => row.game_id === game.id).map(prizeView),
        prize: prize ? prizeView(prize) : null,
        playedAt: play ? new Date(play.played_at).toISOString() : null,
        cta: nextStep(status, prize),
      };
    });
  }

  /** GET /api/games/results: the running games offered at `cta`, with the user's result of each. */
  async results(userId: string, cta: GameCta): Promise<GameResult[]> {
    return this.views(this.db, userId, await this.runningGames(this.db, { cta }));
  }

  /**
   * Running games the user has neither played nor dismissed (the dashboard's count), of one
   * `cta` when given (the game-capture first-load signal).
   */
  async availableCount(db: Queryable, userId: string, cta?: GameCta): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games g
        WHERE g.start_date <= $2 AND g.end_date > $2 AND ($3::text IS NULL OR $3 = ANY(g.ctas))
          AND NOT EXISTS (SELECT 1 FROM game_plays p WHERE p.game_id = g.id AND p.user_id = $1)
          AND NOT EXISTS (SELECT 1 FROM game_dismissals d WHERE d.game_id = g.id AND d.user_id = $1)`,
      [userId, new Date(this.now()), cta ?? null],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * POST /api/games/play: draws a prize among those in stock (WAON points only for members),
   * stores the play and grants the prize, all or nothing; a second play is 409.
   */
  async play(userId: string, gameId: string): Promise<GameResult> {
    return this.db.transaction(async (tx) => {
      const game = (await this.runningGames(tx, { gameId }))[0];
      if (!game) throw gameUnavailable();
      const { rows: played } = await tx.query(
        'SELECT 1 FROM game_plays WHERE user_id = $1 AND game_id = $2',
        [userId, gameId],
      );
      if (played.length > 0) throw alreadyPlayed();
      const { rows: members } = await tx.query('SELECT 1 FROM loyalty_members WHERE user_id = $1', [
        userId,
      ]);
      const { rows: prizes } = await tx.query<PrizeRow>(
        `SELECT * FROM game_prizes WHERE game_id = $1 AND (remaining IS NULL OR remaining > 0) AND (kind <> 'points' OR $2)
          ORDER BY position, id`,
        [gameId, members.length > 0],
      );
      let candidates = prizes;
      let prize: PrizeRow | null = null;
      let draw = 0;
      while (prize === null) {
        draw = this.random.next();
        const picked = pickWeighted(candidates, draw);
        if (!picked) throw gameUnavailable();
        if (picked.remaining === null) {
          prize = picked;
          break;
        }
        // Another player may have taken the last one since the read: draw again without it.
        const { rows: taken } = await tx.query(
          'UPDATE game_prizes SET remaining = remaining - 1 WHERE id = $1 AND remaining > 0 RETURNING id',
          [picked.id],
        );
        if (taken.length > 0) prize = picked;
        else candidates = candidates.filter((candidate) => candidate.id !== picked.id);
      }
      const { rows: stored } = await tx.query(
        `INSERT INTO game_plays (user_id, game_id, prize_id, draw, played_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, game_id) DO NOTHING RETURNING game_id`,
        [userId, gameId, prize.id, draw, new Date(this.now())],
      );
      if (stored.length === 0) throw alreadyPlayed();
      await this.grant(tx, userId, game, prize);
      const [view] = await this.views(tx, userId, [game]);
      if (!view) throw new Error('played game vanished inside its transaction');
      return view;
    });
  }

  private async grant(
    tx: Queryable,
    userId: string,
    game: GameRow,
    prize: PrizeRow,
  ): Promise<void> {
    const amount = Number(prize.amount);
    if (prize.kind === 'none') return;
    if (prize.kind === 'credit') {
      await tx.query(
        `INSERT INTO user_credit_entries (id, user_id, amount, reason) VALUES ($1, $2, $3, 'game_prize')`,
        [newId('crd'), userId, amount],
      );
    } else {
      await tx.query('UPDATE loyalty_members SET points = points + $2 WHERE user_id = $1', [
        userId,
        amount,
      ]);
    }
    const won = prize.kind === 'credit' ? formatDong(amount) : `${formatPoints(amount)} điểm WAON`;
    await addPersonalNewsItem(tx, {
      userId,
      kind: 'game',
      title: `Bạn đã trúng ${won}`,
      body: `Phần thưởng từ "${game.title}" đã được cộng vào tài khoản.`,
      url: nextStep('played', prize).url,
      publishedAt: new Date(this.now()),
    });
  }

  /** POST /api/games/dismiss: the game-capture modal stops offering the game; it can still be played. */
  async dismiss(userId: string, gameId: string): Promise<GameResult> {
    const game = (await this.runningGames(this.db, { gameId }))[0];
    if (!game) throw gameUnavailable();
    await this.db.query(
      'INSERT INTO game_dismissals (user_id, game_id, dismissed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [userId, gameId, new Date(this.now())],
    );
    const [view] = await this.views(this.db, userId, [game]);
    if (!view) throw gameUnavailable();
    return view;
  }
}

const alreadyPlayed = () =>
  new AppError(
    409,
    EngagementErrorCode.GAME_ALREADY_PLAYED,
    'Bạn đã chơi trò này rồi.',
    'gameId',
  );
