import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuNote, servedHere, startCpuMeter } from './cpu.ts';

/** A process that keeps one core busy until it is stopped. */
async function busyProcess() {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's CPU since it started (s), as the kernel counts it (user and system ticks of 1/100 s). */
function cpuSinceStart(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

describe('the CPU a piece of work takes', () => {
  it('counts what the server process spends while it is measured, and only then', async () => {
    const server = await busyProcess();
    try {
      await wait(300);
      const meter = startCpuMeter(server.pid!, false);
      await wait(600);
      const used = meter.stop();
      const total = cpuSinceStart(server.pid!);
      // Busy for 0.3 s before the meter and 0.6 s under it: what it spent under the meter is
      // counted, what it spent before is not. Against the kernel's own count, not the clock, so a
      // machine busy with other work (which gives the process less of a core) reads the same.
      expect(used.server).toBeGreaterThan(0.05);
      expect(used.server).toBeLessThan(total - 0.05);
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
