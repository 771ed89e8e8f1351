import { fakeEnvironment, sentHeaders } from '../../testing/fake-environment';
import { CSRF_TOKEN_MISSING, fetchCsrfToken, readCsrfTokenFromMeta } from './csrf';
import { ApiError } from './errors';
import { createJsonClient } from './json-client';

describe('readCsrfTokenFromMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads <meta name="csrf-token">', () => {
    document.head.innerHTML = '<meta name="csrf-token" content="tok-1">';
    expect(readCsrfTokenFromMeta(document)).toBe('tok-1');
  });

  it('gives undefined when the tag is missing or empty', () => {
    expect(readCsrfTokenFromMeta(document)).toBeUndefined();
    document.head.innerHTML = '<meta name="csrf-token" content="">';
    expect(readCsrfTokenFromMeta(document)).toBeUndefined();
  });
});

describe('fetchCsrfToken', () => {
  it('reads the token from GET /api/session, sent without a token of its own', async () => {
    const env = fakeEnvironment({ body: { csrfToken: 'from-session' } });

    await expect(fetchCsrfToken(createJsonClient(env))).resolves.toBe('from-session');
    expect(env.fetch.mock.calls[0]![0]).toBe('/api/session');
    expect(env.fetch.mock.calls[0]![1].method).toBe('GET');
    expect(sentHeaders(env)).not.toHaveProperty('X-CSRF-Token');
  });

  it('also accepts the token under data', async () => {
    const env = fakeEnvironment({ body: { data: { csrfToken: 'nested' } } });

    await expect(fetchCsrfToken(createJsonClient(env))).resolves.toBe('nested');
  });

  it('rejects when the answer has no token', async () => {
    const env = fakeEnvironment({ body: { data: {} } });

    const failure = fetchCsrfToken(createJsonClient(env));

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: CSRF_TOKEN_MISSING });
  });
});
