import { describeBody, scrubEmails } from './redact';

describe('describeBody', () => {
  it('replaces every value by its field name and keeps the shape', () => {
    expect(
      describeBody({
        loginData: { email: 'a@b.vn', password: 'x', remember: true, age: 30 },
        additionalItems: [{ id: 1 }, { id: 2 }],
        otp: null,
      }),
    ).toEqual({
      loginData: {
        email: '{email}',
        password: '{password}',
        remember: '{remember}',
        age: '{age}',
      },
      additionalItems: '{additionalItems}[2]',
      otp: '{otp}',
    });
  });

  it('describes a body that is not an object, and no body at all', () => {
    expect(describeBody('raw')).toBe('{body}');
    expect(describeBody([1, 2, 3])).toBe('{body}[3]');
    expect(describeBody(undefined)).toBeUndefined();
  });

  it('stops descending after a few levels', () => {
    expect(describeBody({ a: { b: { c: { d: { e: 'deep' } } } } })).toEqual({
      a: { b: { c: { d: '{d}' } } },
    });
  });
});

describe('scrubEmails', () => {
  it('replaces plain and URL-encoded addresses', () => {
    expect(scrubEmails('no user lan.nguyen+x@example.vn here')).toBe('no user {email} here');
    expect(scrubEmails('/api/x?email=lan%40example.vn&y=1')).toBe('/api/x?email={email}&y=1');
    expect(scrubEmails('/api/login')).toBe('/api/login');
  });
});
