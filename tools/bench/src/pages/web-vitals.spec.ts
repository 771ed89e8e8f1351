import { cumulativeLayoutShift, median } from './web-vitals';

describe('cumulativeLayoutShift', () => {
  it('is the largest session window, not the sum of all shifts', () => {
    const shifts = [
      { startTime: 100, value: 0.01, hadRecentInput: false },
      { startTime: 600, value: 0.02, hadRecentInput: false },
      // More than 1 s later: a new window.
      { startTime: 2000, value: 0.015, hadRecentInput: false },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.03);
  });

  it('leaves out shifts right after an input and closes a window at 5 s', () => {
    const shifts = [
      { startTime: 0, value: 0.5, hadRecentInput: true },
      ...Array.from({ length: 12 }, (_, i) => ({ startTime: 100 + i * 900, value: 0.01, hadRecentInput: false })),
    ];
    // Windows of 6 shifts (100 … 4600 ms) and 6 shifts (5500 … 10000 ms).
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });

  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([900, 300, 600])).toBe(600);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
