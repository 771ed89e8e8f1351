import { engagementRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteCall } from '@gio/data-access';

export type SurveyResults = RouteCall<
  typeof engagementRoutes.surveyResults
>['body']['surveyResults'];

/** POST /api/survey-results (accounts.md §3, §7): the shopper's answers to an order's survey. */
export async function sendSurveyResults(
  client: Pick<JsonClient, 'post'>,
  surveyResults: SurveyResults,
): Promise<void> {
  await callRoute(client, engagementRoutes.surveyResults, { body: { surveyResults } });
}
