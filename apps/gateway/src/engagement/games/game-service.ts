import { AppError } from '../../http/app-error';
import { EngagementErrorCode, type GameCta, type GameResult } from '@gio/contracts';
import { WAON_MEMBER_VOUCHERS_PATH } from '@gio/domain-enums';
import { formatPoints } from '@gio/domain-loyalty';

import type { Database, Queryable } from '../../db/database';
import { formatDong } from '../format-dong';
import { addPoints, isLoyaltyMember } from '../../loyalty/loyalty-store';
import { addPersonalNewsItem } from '../newsfeed/newsfeed-store';
import {
  countAvailableGames,
  hasPlayed,
  insertDismissal,
  insertPlay,
  prizesInStock,
  runningGames,
  takePrize,
  userGameRows,
  type GameRow,
  type PrizeRow,
} from './game-store';
import { pickWeighted, type RandomSource } from './random-source';
import { grantCredit } from '../../credit/credit-store';

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

  private running(db: Queryable, filter: { cta?: GameCta; gameId?: string }): Promise<GameRow[]> {
    return runningGames(db, new Date(this.now()), filter);
  }

  private async views(
    db: Queryable,
    userId: string,
    games: readonly GameRow[],
  ): Promise<GameResult[]> {
    if (games.length === 0) return [];
    const ids = games.map((game) => game.id);
    const { prizes, plays, dismissedIds } = await userGameRows(db, userId, ids);
    const dismissed = new Set(dismissedIds);
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
    return this.views(this.db, userId, await this.running(this.db, { cta }));
  }

  /**
   * Running games the user has neither played nor dismissed (the dashboard's count), of one
   * `cta` when given (the game-capture first-load signal).
   */
  async availableCount(db: Queryable, userId: string, cta?: GameCta): Promise<number> {
    return countAvailableGames(db, userId, new Date(this.now()), cta ?? null);
  }

  /**
   * POST /api/games/play: draws a prize among those in stock (WAON points only for members),
   * stores the play and grants the prize, all or nothing; a second play is 409.
   */
  async play(userId: string, gameId: string): Promise<GameResult> {
    return this.db.transaction(async (tx) => {
      const game = (await this.running(tx, { gameId }))[0];
      if (!game) throw gameUnavailable();
      if (await hasPlayed(tx, userId, gameId)) throw alreadyPlayed();
      const prizes = await prizesInStock(tx, gameId, await isLoyaltyMember(tx, userId));
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
        if (await takePrize(tx, picked.id)) prize = picked;
        else candidates = candidates.filter((candidate) => candidate.id !== picked.id);
      }
      const stored = await insertPlay(tx, { userId, gameId, prizeId: prize.id, draw, playedAt: new Date(this.now()) });
      if (!stored) throw alreadyPlayed();
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
      await grantCredit(tx, userId, amount, 'game_prize');
    } else {
      await addPoints(tx, userId, amount);
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
    const game = (await this.running(this.db, { gameId }))[0];
    if (!game) throw gameUnavailable();
    await insertDismissal(this.db, userId, gameId, new Date(this.now()));
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
