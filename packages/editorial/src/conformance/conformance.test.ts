// Runs the data-driven conformance suite: each case's tree sketch and its errors with positions.
import { describe, expect, it } from 'vitest';
import { ERROR_IDS } from '../errors.ts';
import { lint } from '../lint.ts';
import { parse } from '../parse.ts';
import { validate } from '../validate.ts';
import { cases, messageCases } from './cases.ts';
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

describe('editorial messages (en-US)', () => {
  it.each(messageCases)('$id', ({ id, text, message }) => {
    expect(lint(text).find((e) => e.id === id)?.message).toBe(message);
  });

  it('pins a message for every error id, and every id has a conformance case', () => {
    expect(messageCases.map((c) => c.id).sort()).toEqual([...ERROR_IDS].sort());
    const covered = new Set(cases.flatMap((c) => c.errors.map((e) => e.split(' ')[1])));
    expect([...ERROR_IDS].filter((id) => !covered.has(id))).toEqual([]);
  });
});
