import { AppError } from '../../http/app-error';
import {
  ApiErrorCode,
  EngagementErrorCode,
  type ConfirmationSurvey,
  type SurveyAnswer,
  type SurveyQuestion,
} from '@gio/contracts';

import type { Database, Queryable } from '../../db/database';
import { newId } from '../../security/random';

interface SurveyRow {
  id: string;
  title: string;
  questions: SurveyQuestion[];
}

/** Who answers: a signed-in user, or the guest who placed the order. */
export interface Respondent {
  readonly userId: string | null;
  readonly visitorId: string;
}

export interface SurveyResultsInput {
  readonly surveyId: string;
  readonly orderId: string;
  readonly answers: readonly SurveyAnswer[];
}

async function activeConfirmationSurveyRow(
  db: Queryable,
  surveyId?: string,
): Promise<SurveyRow | null> {
  const { rows } = await db.query<SurveyRow>(
    `SELECT id, title, questions FROM surveys
      WHERE placement = 'confirmation' AND status = 'active' AND ($1::text IS NULL OR id = $1)
      ORDER BY position, id LIMIT 1`,
    [surveyId ?? null],
  );
  return rows[0] ?? null;
}

/** The placement an order id or gid belongs to (the confirmation page may name either). */
async function placementOf(
  db: Queryable,
  orderId: string,
  owner?: Respondent,
): Promise<string | null> {
  const ownerCheck = owner
    ? 'AND (user_id = $2 OR (user_id IS NULL AND $2::text IS NULL AND guest_id = $3))'
    : '';
  const params = owner ? [orderId, owner.userId, owner.visitorId] : [orderId];
  const { rows } = await db.query<{ placement_id: string }>(
    `SELECT id AS placement_id FROM order_placements WHERE (id = $1 OR gid = $1) ${ownerCheck}
     UNION ALL
     SELECT placement_id FROM orders WHERE (id = $1 OR gid = $1) ${ownerCheck}
     LIMIT 1`,
    params,
  );
  return rows[0]?.placement_id ?? null;
}

/** A user who answered the survey is not asked again, for another order, within this many days. */
export const SURVEY_REPEAT_DAYS = 30;

/**
 * The confirmation survey of an order (accounts.md §3 "Confirmation survey": _id, status,
 * questions), or null when no survey runs or the user answered it for another order lately.
 * Status 'answered' once the order's survey was sent. The confirmation page data calls this;
 * only `POST /api/survey-results` writes the answers.
 */
export async function confirmationSurvey(
  db: Queryable,
  orderId: string | null,
  userId: string | null,
): Promise<ConfirmationSurvey | null> {
  const survey = await activeConfirmationSurveyRow(db);
  if (!survey) return null;
  const placementId = orderId ? ((await placementOf(db, orderId)) ?? orderId) : null;
  const { rows } = await db.query<{ this_order: boolean }>(
    `SELECT order_id = $2 AS this_order FROM survey_results
      WHERE survey_id = $1 AND (order_id = $2 OR (user_id = $3 AND submitted_at > now() - make_interval(days => $4)))
      ORDER BY (order_id = $2) DESC LIMIT 1`,
    [survey.id, placementId, userId, SURVEY_REPEAT_DAYS],
  );
  if (rows[0] && !rows[0].this_order) return null;
  return {
    _id: survey.id,
    status: rows[0] ? 'answered' : 'active',
    title: survey.title,
    questions: survey.questions,
  };
}

const answerInvalid = (index: number, message: string) =>
  new AppError(
    400,
    EngagementErrorCode.SURVEY_ANSWER_INVALID,
    message,
    `surveyResults.answers.${index}`,
  );

/** Every answer fits its question and every required question is answered. */
export function checkAnswers(
  questions: readonly SurveyQuestion[],
  answers: readonly SurveyAnswer[],
): void {
  const seen = new Set<string>();
  answers.forEach((answer, index) => {
    const question = questions.find((q) => q.id === answer.questionId);
    if (!question) throw answerInvalid(index, 'Câu hỏi không thuộc khảo sát này.');
    if (seen.has(question.id)) throw answerInvalid(index, 'Mỗi câu hỏi chỉ trả lời một lần.');
    seen.add(question.id);
    const optionIds = answer.optionIds ?? [];
    const known = optionIds.every((id) => question.options.some((option) => option.id === id));
    switch (question.type) {
      case 'single':
        if (optionIds.length !== 1 || !known) throw answerInvalid(index, 'Hãy chọn một đáp án.');
        break;
      case 'multiple':
        if (optionIds.length === 0 || !known || new Set(optionIds).size !== optionIds.length)
          throw answerInvalid(index, 'Hãy chọn ít nhất một đáp án.');
        break;
      case 'rating':
        if (answer.rating === undefined) throw answerInvalid(index, 'Hãy chấm từ 1 đến 5 sao.');
        break;
      case 'text':
        if (!answer.text) throw answerInvalid(index, 'Hãy nhập câu trả lời.');
        break;
    }
  });
  const missing = questions.find((q) => q.required && !seen.has(q.id));
  if (missing) {
    throw new AppError(
      400,
      EngagementErrorCode.SURVEY_ANSWER_INVALID,
      `Câu hỏi "${missing.text}" cần được trả lời.`,
      'surveyResults.answers',
    );
  }
}

/** POST /api/survey-results (accounts.md §7 "surveyResults"): one answer per order, by whoever placed it. */
export class SurveyService {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  async submit(respondent: Respondent, input: SurveyResultsInput): Promise<ConfirmationSurvey> {
    const survey = await activeConfirmationSurveyRow(this.db, input.surveyId);
    if (!survey) {
      throw new AppError(
        404,
        EngagementErrorCode.SURVEY_UNAVAILABLE,
        'Khảo sát đã kết thúc.',
        'surveyResults.surveyId',
      );
    }
    checkAnswers(survey.questions, input.answers);
    const placementId = await placementOf(this.db, input.orderId, respondent);
    if (!placementId) {
      throw new AppError(
        404,
        ApiErrorCode.NOT_FOUND,
        'Order not found',
        'surveyResults.orderId',
      );
    }
    const { rows } = await this.db.query(
      `INSERT INTO survey_results (id, survey_id, user_id, visitor_id, order_id, answers, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (survey_id, order_id) DO NOTHING RETURNING id`,
      [
        newId('svr'),
        survey.id,
        respondent.userId,
        respondent.visitorId,
        placementId,
        JSON.stringify(input.answers),
        new Date(this.now()),
      ],
    );
    if (rows.length === 0) {
      throw new AppError(
        409,
        EngagementErrorCode.SURVEY_ALREADY_ANSWERED,
        'Đơn hàng này đã được khảo sát.',
        'surveyResults.orderId',
      );
    }
    return { _id: survey.id, status: 'answered', title: survey.title, questions: survey.questions };
  }
}
