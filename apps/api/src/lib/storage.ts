import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageTypeOf, type TDocumentType, type TImageType } from '@huella/shared';

export type ImageKind = TImageType;

/** The image type told by the file's first bytes, never by its name; null for anything else. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  return imageTypeOf(bytes);
}

const NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;
const DOCUMENT_NAME = /^[0-9a-f-]{36}\.(pdf|png|jpg|webp|gif)$/;
const DOCUMENTS = 'documents';
const IMPORT_NAME = /^[0-9a-f-]{36}\.upload$/;
const IMPORTS = 'imports';
const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Uploaded files, stored outside the web root under generated names. */
export type Storage = {
  /** The folder holding the uploads (a temporary one for an in-memory database). */
  readonly root: string;
  /**
   * Saves an image and hands its public path to `commit` (the write that names it). When the
   * commit fails the file is removed again, so a failed update leaves no file behind.
   */
  storeImage<T>(
    folder: 'avatars' | 'logos',
    bytes: Buffer,
    kind: ImageKind,
    commit: (publicPath: string) => Promise<T>,
  ): Promise<T>;
  read(folder: string, name: string): Promise<{ bytes: Buffer; mime: string } | null>;
  remove(publicPath: string | null): Promise<void>;
  /**
   * Saves a supporting document (a PDF or an image) and hands its stored name to `commit`, removing
   * the file again when the commit fails. Documents are read through their record's route only,
   * never through the public files route.
   */
  storeDocument<T>(bytes: Buffer, kind: TDocumentType, commit: (name: string) => Promise<T>): Promise<T>;
  readDocument(name: string): Promise<Buffer | null>;
  removeDocument(name: string | null): Promise<void>;
  /** Keeps an uploaded import's file until its background job has read it; answers its stored name. */
  storeImportFile(bytes: Buffer): Promise<string>;
  readImportFile(name: string): Promise<Buffer | null>;
  removeImportFile(name: string | null): Promise<void>;
  /** The stored import files last written before `before`. */
  importFilesBefore(before: Date): Promise<string[]>;
};

export async function createStorage(dataDir: string): Promise<Storage> {
  const root =
    dataDir === 'memory://'
      ? await mkdtemp(path.join(tmpdir(), 'huella-uploads-'))
      : path.join(dataDir, 'uploads');
  const saveImage = async (folder: string, bytes: Buffer, kind: ImageKind) => {
    const name = `${randomUUID()}.${kind.ext}`;
    await mkdir(path.join(root, folder), { recursive: true });
    await writeFile(path.join(root, folder, name), bytes);
    return `/api/files/${folder}/${name}`;
  };
  const storage: Storage = {
    root,
    async storeImage(folder, bytes, kind, commit) {
      const publicPath = await saveImage(folder, bytes, kind);
      try {
        return await commit(publicPath);
      } catch (error) {
        await storage.remove(publicPath);
        throw error;
      }
    },
    async read(folder, name) {
      if (!['avatars', 'logos'].includes(folder) || !NAME.test(name)) return null;
      try {
        return { bytes: await readFile(path.join(root, folder, name)), mime: MIME[name.split('.').pop()!]! };
      } catch {
        return null;
      }
    },
    async remove(publicPath) {
      const match = publicPath?.match(/^\/api\/files\/(avatars|logos)\/([^/]+)$/);
      if (!match || !NAME.test(match[2]!)) return;
      await rm(path.join(root, match[1]!, match[2]!), { force: true });
    },
    async storeDocument(bytes, kind, commit) {
      const name = `${randomUUID()}.${kind.ext}`;
      await mkdir(path.join(root, DOCUMENTS), { recursive: true });
      await writeFile(path.join(root, DOCUMENTS, name), bytes);
      try {
        return await commit(name);
      } catch (error) {
        await storage.removeDocument(name);
        throw error;
      }
    },
    async readDocument(name) {
      if (!DOCUMENT_NAME.test(name)) return null;
      try {
        return await readFile(path.join(root, DOCUMENTS, name));
      } catch {
        return null;
      }
    },
    async removeDocument(name) {
      if (!name || !DOCUMENT_NAME.test(name)) return;
      await rm(path.join(root, DOCUMENTS, name), { force: true });
    },
    async storeImportFile(bytes) {
      const name = `${randomUUID()}.upload`;
      await mkdir(path.join(root, IMPORTS), { recursive: true });
      await writeFile(path.join(root, IMPORTS, name), bytes);
      return name;
    },
    async readImportFile(name) {
      if (!IMPORT_NAME.test(name)) return null;
      try {
        return await readFile(path.join(root, IMPORTS, name));
      } catch {
        return null;
      }
    },
    async removeImportFile(name) {
      if (!name || !IMPORT_NAME.test(name)) return;
      await rm(path.join(root, IMPORTS, name), { force: true });
    },
    async importFilesBefore(before) {
      const names = await readdir(path.join(root, IMPORTS)).catch(() => [] as string[]);
      const old: string[] = [];
      for (const name of names.filter((each) => IMPORT_NAME.test(each))) {
        const written = await stat(path.join(root, IMPORTS, name)).catch(() => null);
        if (written && written.mtime < before) old.push(name);
      }
      return old;
    },
  };
  return storage;
}
