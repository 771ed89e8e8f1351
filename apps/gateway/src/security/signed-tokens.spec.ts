import { SignedTokenIssuer } from './signed-tokens';

describe('SignedTokenIssuer', () => {
  const secret = Buffer.from('0123456789abcdef0123456789abcdef');

  it('issues a token for one audience that expires after its lifetime', async () => {
    let now = Date.parse('2025-01-01T00:00:00Z');
    const issuer = new SignedTokenIssuer(secret, 300, () => now);
    const { token, expiresAt } = await issuer.issue('usr_1', 'firebase');
    expect(expiresAt).toBe('2025-01-01T00:05:00.000Z');
    await expect(issuer.verify(token, 'firebase')).resolves.toBe('usr_1');
    await expect(issuer.verify(token, 'acs')).resolves.toBeNull();
    await expect(
      new SignedTokenIssuer(Buffer.from('another-secret-another-secret-!!'), 300, () => now).verify(
        token,
        'firebase',
      ),
    ).resolves.toBeNull();
    now += 301_000;
    await expect(issuer.verify(token, 'firebase')).resolves.toBeNull();
  });
});
