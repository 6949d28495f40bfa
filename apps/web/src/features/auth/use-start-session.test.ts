import { describe, expect, it } from 'vitest';
import { startScreen } from './use-start-session.ts';

describe('start screen after signing in', () => {
  it('takes a super-admin to the administration and anyone else to /welcome', () => {
    expect(startScreen({ capabilities: ['administer_platform'] })).toBe('/sources');
    expect(startScreen({ capabilities: [] })).toBe('/welcome');
  });
});
