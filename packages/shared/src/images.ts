// The image rule of avatars and logos, one for both sides: the web app checks a picked file with it
// before anything travels, and the API checks the upload again. Free of Zod, so the first download
// of the web app may use it.

/** Largest avatar or logo, in bytes (2 MB). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type TImageType = { ext: 'png' | 'jpg' | 'webp' | 'gif'; mime: string };

/** The MIME types a file chooser offers (only a hint: the content decides). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** How many first bytes `imageTypeOf` needs to tell every accepted type. */
export const IMAGE_SIGNATURE_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image type told by a file's first bytes, never by its name; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): TImageType | null {
  if (bytes.length >= 8 && PNG.every((byte, index) => bytes[index] === byte))
    return { ext: 'png', mime: 'image/png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { ext: 'webp', mime: 'image/webp' };
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6)))
    return { ext: 'gif', mime: 'image/gif' };
  return null;
}

// Supporting documents of activities: a PDF or an image, told by the content as images are.

/** Largest supporting document of an activity, in bytes (10 MB). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export type TDocumentType = { ext: 'pdf' | TImageType['ext']; mime: string };

/** What a document's file chooser offers (only a hint: the content decides). */
export const DOCUMENT_MIME_TYPES = ['application/pdf', ...IMAGE_MIME_TYPES] as const;

/** The document type told by a file's first bytes: a PDF or an accepted image; null otherwise. */
export function documentTypeOf(bytes: Uint8Array): TDocumentType | null {
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return { ext: 'pdf', mime: 'application/pdf' };
  return imageTypeOf(bytes);
}
