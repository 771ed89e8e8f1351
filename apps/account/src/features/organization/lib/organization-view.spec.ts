import { organization } from '../../../testing/fixtures';
import { invoiceCredit, showsManagementLinks, userRowAccess } from './organization-view';

const user = { id: 'u', email: 'a@b.vn', firstName: 'A', lastName: 'B', levelLabel: 'Member', isCurrentUser: false };

describe('organisation view helpers', () => {
  it('shows the sub-pages to owners and admins only', () => {
    expect([0, 1, 2, 3, 4].map(showsManagementLinks)).toEqual([false, true, false, false, true]);
  });

  it('keeps the owner and oneself fixed, with the reason', () => {
    expect(userRowAccess({ ...user, accountLevel: 1 })).toEqual({ kind: 'fixed', reason: 'owner_fixed' });
    expect(userRowAccess({ ...user, accountLevel: 4, isCurrentUser: true })).toEqual({ kind: 'fixed', reason: 'self_fixed' });
    expect(userRowAccess({ ...user, accountLevel: 2 })).toEqual({ kind: 'change' });
  });

  it('gives the available credit, never below zero, and nothing when invoices are off', () => {
    const on = { ...organization, invoice: { enabled: true, creditLimit: 1000, currentOutstanding: 1200 } };
    expect(invoiceCredit(on)).toEqual({ creditLimit: 1000, currentOutstanding: 1200, available: 0 });
    expect(invoiceCredit({ ...organization, invoice: { ...organization.invoice, enabled: false } })).toBeNull();
  });
});
