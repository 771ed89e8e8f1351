import { catalogueScenarios, distinctBody } from './scenarios';

describe('catalogueScenarios', () => {
  it('lists, searches 24 (repeated and distinct) and fetches a product page', () => {
    const scenarios = catalogueScenarios('102', '/product/1/x', 'sua');
    expect(scenarios.map((s) => s.method)).toEqual(['POST', 'POST', 'POST', 'POST', 'GET']);
    expect(scenarios.map((s) => Boolean(s.distinct))).toEqual([false, false, true, true, false]);
    expect(JSON.parse(scenarios[0]!.body ?? '{}').variables).toEqual({ gid: '102' });
    expect(scenarios[1]!.body).toContain('limit: 24');
    expect(scenarios[4]!.headers).toEqual({ isFromSPA: 'true' });
  });

  it('makes each request of a distinct scenario unique without changing the operation', () => {
    const [, , listing] = catalogueScenarios('102', '/product/1/x', 'sua');
    const first = JSON.parse(distinctBody(listing!.body ?? '', 1));
    const second = JSON.parse(distinctBody(listing!.body ?? '', 2));
    expect(first.query).toBe(JSON.parse(listing!.body ?? '').query);
    expect(first.variables).toEqual({ gid: '102', benchNonce: 1 });
    expect(second.variables.benchNonce).toBe(2);
  });
});
