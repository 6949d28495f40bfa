import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import type { TestApp } from './test-app.ts';

/** A 1×1 PNG: the smallest image an upload or a logo takes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The files of an upload folder of the running app (none when nothing was ever stored there). */
export async function uploadedFiles(t: TestApp, folder: 'avatars' | 'logos'): Promise<string[]> {
  try {
    return (await readdir(path.join(t.app.ctx.storage.root, folder))).sort();
  } catch {
    return [];
  }
}

/** A form as a browser sends it: its bytes and its content type (with the boundary). */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; type: string }> {
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

/** The app's database, except that every UPDATE fails as if the server had gone away. */
export function failingUpdates(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'update')
        return () => {
          throw new Error('the database went away');
        };
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
