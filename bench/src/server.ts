import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from './options.ts';

// The API as it runs in production (`npm run serve`: the built server, serving the built web app),
// started against the bench's database, with its memory read from /proc while it works.

export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/server.js');

/**
 * The arguments `npm run serve` gives Node (its flags and the built server), read from the root
 * package.json, so the bench measures the server as production starts it.
 */
async function serveArguments(): Promise<string[]> {
  const pkg = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = pkg.scripts.serve!.trim().split(/\s+/);
  if (command !== 'node' || args.at(-1) !== path.relative(REPO_ROOT, SERVER_ENTRY))
    throw new Error(`npm run serve is not "node [flags] apps/api/dist/server.js": ${pkg.scripts.serve}`);
  return [...args.slice(0, -1), SERVER_ENTRY];
}
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');

/** `npm run build` when the production build is missing (a fresh clone). */
export async function ensureBuilt(log: (line: string) => void): Promise<void> {
  if (existsSync(SERVER_ENTRY) && existsSync(WEB_INDEX)) return;
  log('Building for production (npm run build)…');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`)),
    );
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** kB of a /proc/<pid>/status field. */
async function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : 0;
}

export type RunningServer = {
  url: string;
  pid: number;
  /** Resident memory now, MB. */
  rss(): Promise<number>;
  /** The highest resident memory since the last `resetPeak`, MB (the kernel's high-water mark, and samples every 20 ms). */
  peak(): Promise<number>;
  resetPeak(): Promise<void>;
  /** The highest resident memory of the whole run, MB. */
  runPeak(): number;
  stop(): Promise<void>;
};

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, await serveArguments(), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      JWT_SECRET: 'bench-only-secret-of-at-least-thirty-two-characters',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const pid = child.pid!;
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (let waited = 0; ; waited += 100) {
    if (exited) throw new Error(`The API server stopped while starting:\n${stderr}`);
    if (waited > 120_000) throw new Error(`The API server did not answer in 2 minutes:\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let sampledPeak = 0;
  let runPeak = 0;
  const sampler = setInterval(() => {
    statusKb(pid, 'VmRSS').then(
      (kb) => {
        sampledPeak = Math.max(sampledPeak, kb);
        runPeak = Math.max(runPeak, kb);
      },
      () => undefined,
    );
  }, 20);
  const mb = (kb: number) => kb / 1024;
  return {
    url,
    pid,
    rss: async () => mb(await statusKb(pid, 'VmRSS')),
    peak: async () => mb(Math.max(sampledPeak, await statusKb(pid, 'VmHWM').catch(() => 0))),
    resetPeak: async () => {
      sampledPeak = await statusKb(pid, 'VmRSS');
      // Writing 5 to clear_refs resets the kernel's high-water mark to the resident size now.
      await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => undefined);
    },
    runPeak: () => Math.max(mb(runPeak), 0),
    stop: async () => {
      clearInterval(sampler);
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}
