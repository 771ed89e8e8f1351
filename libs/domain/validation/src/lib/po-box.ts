import { foldDiacritics } from '@gio/domain-search';

/**
 * Patterns run on the folded line (lower case, no diacritics), so 'P.O. BOX' and 'Hộp thư' read
 * as 'p.o. box' and 'hop thu'. Each word is anchored with \b so that words merely starting with
 * 'box' ('Boxwood') or ending with it ('Xbox', 'Sandbox') are not flagged, and a bare 'box' needs
 * a number after it ('box 12') because 'Box Hill Road' is a street.
 */
const PO_BOX_PATTERNS: readonly RegExp[] = [
  // P.O. Box, PO Box, P O Box, P. O. Box, POBox
  /\bp\s*\.?\s*o\s*\.?\s*box\b/,
  // POB 12, P.O.B. 12
  /\bp\s*\.?\s*o\s*\.?\s*b\s*\.?\s*#?\s*\d/,
  // Post Office Box, PostOffice Box, Postal Box
  /\bpost\s*office\s*box\b/,
  /\bpostal\s*box\b/,
  // box 12, Box #12, box no. 12, box number 12, box12
  /\bbox\s*(?:no\s*\.?|number|#)?\s*#?\s*\d/,
  // Vietnamese: Hộp thư 12, Hòm thư số 5, Hộp thư bưu điện
  /\b(?:hop|hom)\s+thu\b(?:\s+buu\s+dien\b|\s*(?:so\s*)?#?\s*\d)/,
];

/**
 * PO box detector (accounts.md §5 "PO box detector"): true when an address line looks like a
 * post office box (P.O. Box, PO Box, Post Office Box, box 12, Vietnamese 'Hộp thư 12'), so the
 * caller can reject it. Street names such as 'Boxwood Street' or 'Box Hill Road' are not flagged.
 */
export function isPoBox(line: string): boolean {
  const folded = foldDiacritics(line);
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(folded));
}
