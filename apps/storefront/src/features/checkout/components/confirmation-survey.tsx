import type { ConfirmationSurvey, SurveyAnswer } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import { useApiClient } from '@gio/shell';
import { Button } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSurveyResults } from '../api/send-survey-results';

/**
 * The confirmation survey (accounts.md §3, §7 POST /api/survey-results): one answer per question
 * (single, multiple, rating 1–5 or text); required questions must be answered before sending.
 */
export function ConfirmationSurveyForm({ survey, orderId }: { survey: ConfirmationSurvey; orderId: string }) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [answers, setAnswers] = useState<Record<string, SurveyAnswer>>({});
  const [state, setState] = useState<'open' | 'sending' | 'sent'>(survey.status === 'answered' ? 'sent' : 'open');
  const [error, setError] = useState<string | null>(null);
  const set = (answer: SurveyAnswer) => setAnswers((current) => ({ ...current, [answer.questionId]: answer }));
  const answered = (id: string) => {
    const answer = answers[id];
    return !!answer && ((answer.optionIds?.length ?? 0) > 0 || (answer.text ?? '').trim() !== '' || answer.rating !== undefined);
  };
  const missing = survey.questions.filter((question) => question.required && !answered(question.id));

  if (state === 'sent') return <p role="status">{t('order_result.survey_thanks')}</p>;

  return (
    <form
      className="sf-survey"
      aria-labelledby="sf-survey-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length > 0) {
          setError(t('order_result.survey_required'));
          return;
        }
        setState('sending');
        setError(null);
        sendSurveyResults(client, {
          surveyId: survey._id,
          orderId,
          answers: Object.values(answers).filter((answer) => answered(answer.questionId)),
        }).then(
          () => setState('sent'),
          (failure: unknown) => {
            setState('open');
            setError(failure instanceof ApiError && failure.message ? failure.message : t('order_result.survey_error'));
          },
        );
      }}
    >
      <h2 id="sf-survey-title">{survey.title}</h2>
      {survey.questions.map((question) => (
        <fieldset key={question.id}>
          <legend>
            {question.text}
            {question.required ? ' *' : ''}
          </legend>
          {question.type === 'text' ? (
            <textarea
              aria-label={question.text}
              maxLength={1000}
              rows={3}
              onChange={(event) => set({ questionId: question.id, text: event.target.value })}
            />
          ) : question.type === 'rating' ? (
            <div className="sf-form__actions">
              {[1, 2, 3, 4, 5].map((rating) => (
                <label key={rating} className="sf-choice">
                  <input
                    type="radio"
                    name={question.id}
                    checked={answers[question.id]?.rating === rating}
                    onChange={() => set({ questionId: question.id, rating })}
                  />
                  <span>{rating}</span>
                </label>
              ))}
            </div>
          ) : (
            question.options.map((option) => {
              const chosen = answers[question.id]?.optionIds ?? [];
              return (
                <label key={option.id} className="sf-choice">
                  <input
                    type={question.type === 'single' ? 'radio' : 'checkbox'}
                    name={question.id}
                    checked={chosen.includes(option.id)}
                    onChange={(event) =>
                      set({
                        questionId: question.id,
                        optionIds:
                          question.type === 'single'
                            ? [option.id]
                            : event.target.checked
                              ? [...chosen, option.id]
                              : chosen.filter((id) => id !== option.id),
                      })
                    }
                  />
                  <span>{option.label}</span>
                </label>
              );
            })
          )}
        </fieldset>
      ))}
      {error ? <p role="alert" className="sf-form__error">{error}</p> : null}
      <Button type="submit" loading={state === 'sending'}>
        {t('order_result.survey_submit')}
      </Button>
    </form>
  );
}
