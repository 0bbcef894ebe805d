// The building blocks' style sheet mirrors on right-to-left pages by itself (issue 23): logical sides only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { physicalSides } from './logical-properties.ts';

describe('ui.css uses logical properties only', () => {
  it('has no physical side', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'ui.css'), 'utf8');
    expect(physicalSides(css).map((f) => `${f.line}: ${f.text}  (${f.why})`)).toEqual([]);
  });
});
