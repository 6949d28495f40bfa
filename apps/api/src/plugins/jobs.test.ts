import { describe, expect, it } from 'vitest';
import { oneAtATime } from './jobs.ts';

describe('a queue’s work in this process', () => {
  it('runs one call at a time, each after those asked before it, a failure stopping none', async () => {
    const order: string[] = [];
    let calls = 0;
    const failures: unknown[] = [];
    const { run, idle } = oneAtATime(
      async () => {
        const call = ++calls;
        order.push(`start ${call}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push(`end ${call}`);
        if (call === 1) throw new Error('the first run failed');
      },
      (error) => failures.push(error),
    );
    const first = run();
    const second = run();
    const third = run();
    await expect(first).rejects.toThrow('the first run failed');
    await idle();
    await second;
    await third;
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(failures).toHaveLength(1);
  });
});
