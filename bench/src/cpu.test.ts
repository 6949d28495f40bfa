import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { cpuNote, servedHere, startCpuMeter } from './cpu.ts';

/** A process that keeps one core busy until it is stopped. */
async function busyProcess() {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the CPU a piece of work takes', () => {
  it('counts what the server process spends while it is measured, and only then', async () => {
    const server = await busyProcess();
    try {
      await wait(300);
      const meter = startCpuMeter(server.pid!, false);
      await wait(600);
      const used = meter.stop();
      // One busy core for 0.6 s: what it spent before the meter started is not counted.
      expect(used.server).toBeGreaterThan(0.3);
      expect(used.server).toBeLessThan(0.9);
      expect(used.postgres).toBeNull();
    } finally {
      server.kill();
    }
  });

  it('says PostgreSQL is served elsewhere when its backend is not a process of this machine', async () => {
    expect(await servedHere({ query: async <R>() => [{ pid: process.pid }] as R[] })).toBe(false);
    expect(await servedHere({ query: async <R>() => [{ pid: 2 ** 30 }] as R[] })).toBe(false);
  });

  it('notes the server’s CPU, and PostgreSQL’s where it was counted', () => {
    expect(cpuNote({ server: 4.24, postgres: null })).toBe('CPU: server 4.2 s');
    expect(cpuNote({ server: 4.24, postgres: 31 })).toBe('CPU: server 4.2 s, PostgreSQL 31.0 s');
  });
});
