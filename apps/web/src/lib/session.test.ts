import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, isSignedIn, onSignedOut, redirectIfSignedIn, setAccessToken } from './session.ts';

afterEach(() => clearSession());

describe('session', () => {
  it('lets a visitor without a session see the sign-in screens', () => {
    expect(isSignedIn()).toBe(false);
    expect(() => redirectIfSignedIn()).not.toThrow();
  });

  it('sends a signed-in visitor of the sign-in screens to /welcome', () => {
    setAccessToken('token');
    let thrown: unknown;
    try {
      redirectIfSignedIn();
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href?: string } }).options.href).toBe('/welcome');
  });

  it('tells listeners when the session ends, until they unsubscribe', () => {
    const listener = vi.fn();
    const stop = onSignedOut(listener);
    setAccessToken('token');
    clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(isSignedIn()).toBe(false);
    stop();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
