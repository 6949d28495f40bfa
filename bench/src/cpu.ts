import { readdirSync, readFileSync } from 'node:fs';
import type { BenchDatabase } from './database.ts';

// The CPU a piece of work takes, by the API server and by PostgreSQL, read from /proc while it runs.
// The targets of DESIGN §7 are times on two cores: the CPU says which side does the work and how
// much of the two cores' time it fills, which a time alone cannot tell from waiting (on locks, on
// the other side). PostgreSQL's share is read only when its server runs on this machine (its
// processes are then visible here).

/** Seconds of CPU, user and system. */
export type CpuUse = { server: number; postgres: number | null };

/** Linux reports a process's CPU in clock ticks of 1/100 s (USER_HZ) on every architecture Node.js runs on. */
const TICKS_PER_SECOND = 100;
/** How often PostgreSQL's processes are looked for: a backend that ends between two looks loses at most this much. */
const SAMPLE_MS = 250;

/** A process's command name and its CPU so far (s), or null when it has gone. */
function cpuOf(pid: number): { name: string; seconds: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  // After the name: state is field 3 of the line, utime and stime fields 14 and 15.
  return {
    name: stat.slice(stat.indexOf('(') + 1, close),
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
  };
}

/**
 * The PostgreSQL processes of this machine and their CPU so far, into `found`. A process seen once
 * to be another program's (`others`) is not read again: a look reads PostgreSQL's few processes and
 * the new ones, not the machine's every process (reading them all every 100 ms took a sixth of a core).
 */
function lookAtPostgres(found: Map<number, number>, others: Set<number>): void {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (others.has(pid)) continue;
    const cpu = cpuOf(pid);
    if (cpu?.name === 'postgres') found.set(pid, cpu.seconds);
    else if (cpu) others.add(pid);
  }
}

/** Whether the database's server runs on this machine: its backend's process is visible here. */
export async function servedHere(db: Pick<BenchDatabase, 'query'>): Promise<boolean> {
  const [row] = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
  return row !== undefined && cpuOf(row.pid)?.name === 'postgres';
}

/** Starts counting the CPU of some work; `stop` answers what it took. */
export type CpuMeter = () => { stop(): CpuUse };

/**
 * Starts counting the CPU of the server (`serverPid`) and, when `postgres`, of every PostgreSQL
 * process of this machine (backends that start meanwhile count from nothing; one that ends counts
 * up to its last look). `stop` answers what each spent since.
 */
export function startCpuMeter(serverPid: number, postgres: boolean): { stop(): CpuUse } {
  const server = cpuOf(serverPid)?.seconds ?? 0;
  const others = new Set<number>();
  const before = new Map<number, number>();
  if (postgres) lookAtPostgres(before, others);
  const last = new Map(before);
  const sampler = postgres ? setInterval(() => lookAtPostgres(last, others), SAMPLE_MS) : undefined;
  return {
    stop(): CpuUse {
      clearInterval(sampler);
      const spent = (cpuOf(serverPid)?.seconds ?? server) - server;
      if (!postgres) return { server: spent, postgres: null };
      lookAtPostgres(last, others);
      let total = 0;
      for (const [pid, seconds] of last) total += seconds - (before.get(pid) ?? 0);
      return { server: spent, postgres: total };
    },
  };
}

/** "CPU: server 4.2 s, PostgreSQL 31.0 s": a figure's note. */
export function cpuNote(use: CpuUse): string {
  const server = `CPU: server ${use.server.toFixed(1)} s`;
  return use.postgres === null ? server : `${server}, PostgreSQL ${use.postgres.toFixed(1)} s`;
}
