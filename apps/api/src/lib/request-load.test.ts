import { describe, expect, it } from 'vitest';
import { createRequestCounter } from './request-load.ts';

describe('the requests being answered', () => {
  it('counts each request once, however often its end is told', () => {
    const requests = createRequestCounter();
    const first = requests.started();
    const second = requests.started();
    expect(requests.inFlight()).toBe(2);
    first();
    first();
    expect(requests.inFlight()).toBe(1);
    second();
    expect(requests.inFlight()).toBe(0);
  });

  it('lets background work go on once the last request is answered', async () => {
    const requests = createRequestCounter();
    await requests.quiet(10_000);
    const ended = requests.started();
    let quiet = false;
    const waiting = requests.quiet(10_000).then(() => {
      quiet = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(quiet).toBe(false);
    ended();
    await waiting;
    expect(quiet).toBe(true);
  });

  it('stops waiting after the longest wait, so a busy server does not stop the work', async () => {
    const requests = createRequestCounter();
    requests.started();
    const started = performance.now();
    await requests.quiet(50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(requests.inFlight()).toBe(1);
  });
});
