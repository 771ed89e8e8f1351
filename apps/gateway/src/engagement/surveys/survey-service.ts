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
import { activeConfirmationSurveyRow, insertSurveyResult, latestAnswer, placementOf } from './survey-store';

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
  const answer = await latestAnswer(db, survey.id, placementId, userId, SURVEY_REPEAT_DAYS);
  if (answer && !answer.this_order) return null;
  return {
    _id: survey.id,
    status: answer ? 'answered' : 'active',
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
    const stored = await insertSurveyResult(this.db, {
      id: newId('svr'),
      surveyId: survey.id,
      userId: respondent.userId,
      visitorId: respondent.visitorId,
      placementId,
      answers: input.answers,
      submittedAt: new Date(this.now()),
    });
    if (!stored) {
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
