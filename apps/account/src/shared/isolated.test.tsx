import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Isolated } from './isolated.tsx';

describe('Isolated', () => {
  it('puts each value in <bdi> and keeps the sentence text as it is', () => {
    const { container } = render(
      <p>
        <Isolated
          values={{ name: 'ليلى الحربي', email: 'layla@example.com' }}
          sentence={(m) => `Signed in as ${m.name} (${m.email})`}
        />
      </p>,
    );
    expect(container.textContent).toBe('Signed in as ليلى الحربي (layla@example.com)');
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual([
      'ليلى الحربي',
      'layla@example.com',
    ]);
  });

  it('follows the translation when it puts the values in another order', () => {
    const { container } = render(
      <p>
        <Isolated values={{ a: 'first', b: 'second' }} sentence={(m) => `${m.b} before ${m.a}`} />
      </p>,
    );
    expect(container.textContent).toBe('second before first');
    expect(container.querySelectorAll('bdi')).toHaveLength(2);
  });
});
