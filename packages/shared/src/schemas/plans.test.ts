import { describe, expect, it } from 'vitest';
import { isPastLimit, roomLeft } from './plans.ts';

describe('a plan limit', () => {
  it('leaves room for what it allows beyond what is used, none at or past it', () => {
    expect(roomLeft({ limit: 100, used: 98 })).toBe(2);
    expect(roomLeft({ limit: 100, used: 100 })).toBe(0);
    // A company moved to a smaller plan holds more than it allows.
    expect(roomLeft({ limit: 100, used: 120 })).toBe(0);
  });

  it('is passed by an addition larger than the room', () => {
    const usage = { limit: 100, used: 98 };
    expect(isPastLimit(usage, roomLeft(usage))).toBe(false);
    expect(isPastLimit(usage, roomLeft(usage) + 1)).toBe(true);
    expect(isPastLimit({ limit: 100, used: 100 })).toBe(true);
  });
});
