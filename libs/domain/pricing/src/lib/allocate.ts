/**
 * Splits a whole amount across parts in proportion to their weights so that the shares are
 * integers that add up to exactly `amount` (largest remainder; ties go to the earlier part).
 * Used to spread one checkout-wide discount or deduction over the orders of a placement
 * (accounts.md §3 Order pricingInfo per order). Products are taken in BigInt so that đồng
 * amounts times đồng weights never lose precision. All weights zero: everything to the first.
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount must be a non-negative integer: ${amount}`);
  if (weights.length === 0) {
    if (amount !== 0) throw new RangeError('cannot allocate a non-zero amount to no parts');
    return [];
  }
  const total = weights.reduce((sum, weight) => {
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError(`weight must be a non-negative integer: ${weight}`);
    return sum + BigInt(weight);
  }, 0n);
  if (total === 0n) return weights.map((_, index) => (index === 0 ? amount : 0));

  const big = BigInt(amount);
  const shares = weights.map((weight) => (big * BigInt(weight)) / total);
  const remainders = weights.map((weight, index) => ({
    index,
    rest: (big * BigInt(weight)) % total,
  }));
  let left = big - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
