import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { asFile } from './replies.ts';

describe('asFile', () => {
  const app = Fastify();
  app.get('/guide', (_request, reply) => asFile(reply, 'application/pdf', 'guía «fuentes».pdf').send('x'));
  app.get('/shown', (_request, reply) =>
    asFile(reply, 'application/pdf', 'guide.pdf', { inline: true, cache: 'public, max-age=60' }).send('x'),
  );
  afterAll(() => app.close());

  it('names the file for every browser: an ASCII fallback and the real name encoded', async () => {
    const res = await app.inject('/guide');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="guia fuentes.pdf"; filename*=UTF-8''gu%C3%ADa%20%C2%ABfuentes%C2%BB.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows a file in the browser when asked, with the caching asked for', async () => {
    const res = await app.inject('/shown');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="guide.pdf"/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
