import { catalogueScenarios } from './scenarios';

describe('catalogueScenarios', () => {
  it('lists, searches 24 and fetches a product page', () => {
    const scenarios = catalogueScenarios('102', '/product/1/x', 'sua');
    expect(scenarios.map((s) => s.method)).toEqual(['POST', 'POST', 'GET']);
    expect(JSON.parse(scenarios[0]!.body ?? '{}').variables).toEqual({ gid: '102' });
    expect(scenarios[1]!.body).toContain('limit: 24');
    expect(scenarios[2]!.headers).toEqual({ isFromSPA: 'true' });
  });
});
