// Runs the data-driven conformance suite: each case's tree sketch and its errors with positions.
import { describe, expect, it } from 'vitest';
import { parse } from '../parse.ts';
import { validate } from '../validate.ts';
import { cases } from './cases.ts';
import { sketch } from './sketch.ts';

describe('editorial conformance', () => {
  it.each(cases)('$name', ({ text, tree, errors }) => {
    const document = parse(text);
    if (tree !== undefined) expect(sketch(document)).toBe(tree);
    const found = validate(document).map((e) => `${e.line}:${e.column} ${e.id}`);
    expect(found).toEqual(errors);
  });

  it('names every case once', () => {
    const names = cases.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
