import type { SurveyAnswer, SurveyQuestion } from '@gio/contracts';
import type { Queryable } from '../../db/database';

/** Surveys (`surveys`) and their answers, one per survey and order placement (`survey_results`). */

export interface SurveyRow {
  id: string;
  title: string;
  questions: SurveyQuestion[];
}

/** Who placed an order: a user, or a guest by visitor id when `userId` is null. */
export interface OrderOwner {
  readonly userId: string | null;
  readonly visitorId: string;
}

/** The first active confirmation survey (of id `surveyId` when given); null when none runs. */
export async function activeConfirmationSurveyRow(
  q: Queryable,
  surveyId?: string,
): Promise<SurveyRow | null> {
  const { rows } = await q.query<SurveyRow>(
    `SELECT id, title, questions FROM surveys
      WHERE placement = 'confirmation' AND status = 'active' AND ($1::text IS NULL OR id = $1)
      ORDER BY position, id LIMIT 1`,
    [surveyId ?? null],
  );
  return rows[0] ?? null;
}

/**
 * The placement an order id or gid belongs to (a placement's own id or gid, or one of its
 * orders'), only when `owner` placed it if given; null when there is none.
 */
export async function placementOf(
  q: Queryable,
  orderId: string,
  owner?: OrderOwner,
): Promise<string | null> {
  const ownerCheck = owner
    ? 'AND (user_id = $2 OR (user_id IS NULL AND $2::text IS NULL AND guest_id = $3))'
    : '';
  const params = owner ? [orderId, owner.userId, owner.visitorId] : [orderId];
  const { rows } = await q.query<{ placement_id: string }>(
    `SELECT id AS placement_id FROM order_placements WHERE (id = $1 OR gid = $1) ${ownerCheck}
     UNION ALL
     SELECT placement_id FROM orders WHERE (id = $1 OR gid = $1) ${ownerCheck}
     LIMIT 1`,
    params,
  );
  return rows[0]?.placement_id ?? null;
}

/**
 * The survey's answer for this placement, or else the user's latest within `repeatDays`: answers
 * whether there is one and whether it is this placement's (undefined when none).
 */
export async function latestAnswer(
  q: Queryable,
  surveyId: string,
  placementId: string | null,
  userId: string | null,
  repeatDays: number,
): Promise<{ this_order: boolean } | undefined> {
  const { rows } = await q.query<{ this_order: boolean }>(
    `SELECT order_id = $2 AS this_order FROM survey_results
      WHERE survey_id = $1 AND (order_id = $2 OR (user_id = $3 AND submitted_at > now() - make_interval(days => $4)))
      ORDER BY (order_id = $2) DESC LIMIT 1`,
    [surveyId, placementId, userId, repeatDays],
  );
  return rows[0];
}

/** Stores the answers for a placement; false when it was already answered. */
export async function insertSurveyResult(
  q: Queryable,
  result: {
    id: string;
    surveyId: string;
    userId: string | null;
    visitorId: string;
    placementId: string;
    answers: readonly SurveyAnswer[];
    submittedAt: Date;
  },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO survey_results (id, survey_id, user_id, visitor_id, order_id, answers, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (survey_id, order_id) DO NOTHING RETURNING id`,
    [
      result.id,
      result.surveyId,
      result.userId,
      result.visitorId,
      result.placementId,
      JSON.stringify(result.answers),
      result.submittedAt,
    ],
  );
  return rows.length > 0;
}

/** Adds the demo confirmation survey (again is a no-op). */
export async function insertDemoConfirmationSurvey(
  tx: Queryable,
  survey: { id: string; title: string; questions: readonly SurveyQuestion[] },
): Promise<void> {
  await tx.query(
    `INSERT INTO surveys (id, placement, status, title, questions, position) VALUES ($1, 'confirmation', 'active', $2, $3, 0)
     ON CONFLICT DO NOTHING`,
    [survey.id, survey.title, JSON.stringify(survey.questions)],
  );
}
