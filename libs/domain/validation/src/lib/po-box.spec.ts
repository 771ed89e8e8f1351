import { isPoBox } from './po-box';

describe('isPoBox (accounts.md §5 "PO box detector")', () => {
  it.each([
    'P.O. Box 123',
    'PO Box 123',
    'po box 5',
    'P O Box 77',
    'P. O. Box 9',
    'POBox 12',
    'P.O.Box',
    'Post Office Box 45',
    'post office box',
    'Postal Box 3',
    'box 12',
    'Box #12',
    'BOX NO. 7',
    'Box number 8',
    'box12',
    'POB 123',
    'P.O.B. 42',
    'GPO Box 123',
    '12 Main St, PO Box 9',
    'Hộp thư 12',
    'Hòm thư số 5',
    'HỘP THƯ BƯU ĐIỆN Quận 1',
  ])('flags %j', (line) => {
    expect(isPoBox(line)).toBe(true);
  });

  it.each([
    'Boxwood Street',
    '12 Boxwood Street',
    '123 Box Hill Road',
    'Box Elder Lane',
    'Xbox Avenue 5',
    'Inbox 5',
    'Sandbox 3',
    'Boxer Street 12',
    'Post Office Road 7',
    'Postal Road 12',
    'Polo Box Club',
    '12 Pobalo Street',
    '1 Hope Street',
    '268 Lý Thường Kiệt, Phường 14, Quận 10',
    'Hộp Thương Mại Center',
    '',
  ])('does not flag %j', (line) => {
    expect(isPoBox(line)).toBe(false);
  });
});
