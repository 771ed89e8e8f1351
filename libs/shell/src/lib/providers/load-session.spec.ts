import type { SessionUser } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import { loadSession } from './load-session';

const user: SessionUser = {
  id: 'usr_lan',
  email: 'khach.quen@gio.vn',
  firstName: 'Lan',
  lastName: 'Nguyễn',
  telephoneNumber: '0901234567',
  telephoneVerified: true,
  customerType: null,
  accountLevel: 0,
  clientViewType: 0,
  numSuccessfulOrders: 14,
  firstOrderEligible: false,
  creationDate: '2025-03-01T08:00:00.000Z',
  loyaltyRewardAmountInCents: 0,
  loyaltyPermission: null,
  hasPassword: true,
  socialLinks: { google: false, facebook: false, apple: false },
  organization: null,
};

/** A client whose GET /api/session answers `answer` (or fails when it is an Error). */
function clientAnswering(answer: unknown): Pick<JsonClient, 'get'> & { urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    get: <T>(url: string) => {
      urls.push(url);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as T);
    },
  };
}

// The account app asks before its first render, so that its header and site banner are drawn
// once for the right shopper.
describe('loadSession', () => {
  it('answers the signed-in customer with their user', async () => {
    const client = clientAnswering({ csrfToken: 'token', user });
    await expect(loadSession(client)).resolves.toEqual({ status: 'customer', user });
    expect(client.urls).toEqual(['/api/session']);
  });

  it('answers a guest when the gateway knows no user', async () => {
    await expect(loadSession(clientAnswering({ csrfToken: 'token', user: null }))).resolves.toEqual({
      status: 'guest',
      user: null,
    });
  });

  it('answers a guest when the call fails: guest flows are the safe default', async () => {
    await expect(loadSession(clientAnswering(new Error('offline')))).resolves.toEqual({
      status: 'guest',
      user: null,
    });
  });
});
