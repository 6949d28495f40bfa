import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes.ts';

/** What JSON.stringify writes, as UTF-8: what `jsonBytes` must equal byte for byte. */
const stringified = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('jsonBytes', () => {
  it('writes the bytes of JSON.stringify for any value an answer may hold', () => {
    const text = fc.string({ unit: 'binary' });
    const leaf = fc.oneof(
      text,
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.date({ noInvalidDate: true }),
    );
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 6 }),
      object: fc.dictionary(text, tie('value'), { maxKeys: 6 }),
    }));
    fc.assert(
      fc.property(
        value.filter((v) => v !== undefined),
        (v) => {
          expect(jsonBytes(v).equals(stringified(v))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves out what JSON leaves out, and writes null for it in an array', () => {
    const answer = {
      skipped: undefined,
      name: 'Energía eléctrica de la red – planta',
      items: [undefined, () => 1, { first: undefined, kept: 'ok', at: new Date(Date.UTC(2026, 0, 2)) }],
      withJson: { toJSON: () => 'as written' },
    };
    expect(jsonBytes(answer).toString('utf8')).toBe(
      '{"name":"Energía eléctrica de la red – planta","items":[null,null,{"kept":"ok","at":"2026-01-02T00:00:00.000Z"}],"withJson":"as written"}',
    );
    expect(jsonBytes([]).toString()).toBe('[]');
    expect(jsonBytes({}).toString()).toBe('{}');
  });
});
