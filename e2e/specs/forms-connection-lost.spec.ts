import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures.ts';

/**
 * A save that never reaches the server is a failure the user is told about: the form keeps what
 * was typed and stays. The shared test server cannot be stopped (other tests use it), so this test
 * runs a server of its own — same build, its own port and data directory — and stops it for real.
 */

const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/api/dist/server.js');

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

type TOwnServer = { origin: string; stop: () => Promise<void>; start: () => Promise<void> };

/** The built server on `port` with `dataDir`, started and stopped on demand (demo accounts seeded). */
function ownServer(port: number, dataDir: string): TOwnServer {
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';
  const start = async () => {
    output = '';
    child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(
        async () => {
          if (child?.exitCode !== null) throw new Error(`the server stopped while starting:\n${output}`);
          return fetch(`${origin}/api/health`)
            .then((answer) => answer.ok)
            .catch(() => false);
        },
        { timeout: 90_000, message: `the server on ${origin} answers` },
      )
      .toBe(true);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    // A clean stop, so the embedded database is whole when the server starts again.
    const exited = new Promise((done) => running.once('exit', done));
    running.kill('SIGTERM');
    await exited;
  };
  return { origin, start, stop };
}

test.describe('a save without the server', () => {
  test.describe.configure({ timeout: 240_000 });

  let server: TOwnServer;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = ownServer(await freePort(), mkdtempSync(join(tmpdir(), 'huella-e2e-offline-')));
    await server.start();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('keeps the typed values on the form and says the server could not be reached; once it is back, Save works', async ({
    page,
    consoleErrors,
  }) => {
    const { origin } = server;
    const signIn = await page.request.post(`${origin}/api/auth/sign-in`, {
      data: { email: DEMO.superAdmin, password: DEMO_PASSWORD },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    await page.goto(`${origin}/`);
    await page.evaluate(() => {
      localStorage.setItem('lang', 'es');
      localStorage.setItem('signed_in', '1');
    });
    await page.goto(`${origin}/gases/0`);

    const name = `Gas sin conexión ${Date.now().toString(36)}`;
    const nameBox = page.getByRole('textbox', { name: /^Nombre/ });
    const formula = page.getByRole('textbox', { name: /^Fórmula/ });
    const gwp = page.getByLabel('Potencial de calentamiento (PCG)');
    const description = page.getByRole('textbox', { name: /^Descripción/ });
    await nameBox.fill(name);
    await formula.fill('XY2');
    await gwp.fill('28,5');
    await description.fill('Escrito mientras el servidor estaba caído');

    await server.stop();
    await page.getByRole('button', { name: 'Guardar' }).click();

    const alert = page.getByTestId('form-server-error');
    await expect(alert).toContainText('No se guardó');
    await expect(alert).toContainText('No se pudo conectar con el servidor');
    await expect(page.getByText('Conexión rechazada por el servidor')).toBeVisible();
    await expect(page).toHaveURL(`${origin}/gases/0`);
    await expect(page.getByText(`Gas «${name}» creado`)).toHaveCount(0);
    await expect(nameBox).toHaveValue(name);
    await expect(formula).toHaveValue('XY2');
    await expect(gwp).toHaveValue('28,5');
    await expect(description).toHaveValue('Escrito mientras el servidor estaba caído');

    await server.start();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Gas «${name}» creado`)).toBeVisible();
    await expect(page).toHaveURL(`${origin}/gases`);
    await expect(alert).toHaveCount(0);

    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const stored = await page.request.get(`${origin}/api/gases`, {
      params: { search: name },
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data } = (await stored.json()) as { data: { name: string; formula: string; pc: number }[] };
    expect(data).toEqual([expect.objectContaining({ name, formula: 'XY2', pc: 28.5 })]);

    // The browser logs each call the stopped server refused: that is what this test provokes.
    const refused = consoleErrors.filter((error) => /ERR_CONNECTION_REFUSED/.test(error));
    expect(refused.length).toBeGreaterThan(0);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !refused.includes(error)),
    );
  });
});
