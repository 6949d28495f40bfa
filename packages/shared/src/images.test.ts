import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './images.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('image type from content', () => {
  it.each([
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')],
    ['webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')],
    ['gif', bytes('GIF89a', 1, 0, 1, 0)],
    ['gif', bytes('GIF87a', 1, 0, 1, 0)],
  ])('tells a %s from its first bytes', (ext, content) => {
    expect(imageTypeOf(content)?.ext).toBe(ext);
  });

  it.each([
    ['a text file', bytes('hello, this is not an image')],
    ['a PDF', bytes('%PDF-1.7\n%')],
    ['an SVG (script-capable)', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a RIFF that is not WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['nothing', bytes()],
  ])('refuses %s', (_, content) => {
    expect(imageTypeOf(content)).toBeNull();
  });
});
