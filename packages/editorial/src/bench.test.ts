import { describe, expect, it } from 'vitest';
import { generateText } from './bench.ts';
import { lint } from './lint.ts';

describe('bench input', () => {
  it('is a valid editorial text of the requested size, so the bench measures the common path', () => {
    const text = generateText(64 * 1024);
    expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(64 * 1024);
    expect(lint(text)).toEqual([]);
  });
});
