import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineReactApp } from './react.tsx';
import { sampleContext } from './sample-context.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('defineReactApp', () => {
  it('renders the component with the context and unmounts cleanly', async () => {
    const mount = defineReactApp(({ context }) => <p>hello {context.locale}</p>);
    const element = document.createElement('div');
    document.body.append(element);
    let unmount!: () => void;
    await act(async () => {
      unmount = (await mount(element, sampleContext({ app: 'demo', locale: 'it-IT' }))) as () => void;
    });
    expect(element.textContent).toBe('hello it-IT');
    act(() => unmount());
    expect(element.childNodes).toHaveLength(0);
    expect(() => unmount()).not.toThrow();
  });

  it('shows the fallback and logs app and version when the app crashes after mounting', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render failed');
    }
    const mount = defineReactApp(Broken);
    const element = document.createElement('div');
    document.body.append(element);
    // Outside act(): act() would rethrow the render error instead of letting the root report it.
    const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actFlag.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await mount(element, sampleContext({ app: 'demo', version: '-2', fallbackText: 'Not available.' }));
      await vi.waitFor(() =>
        expect(element.querySelector('[role="status"]')?.textContent).toBe('Not available.'),
      );
    } finally {
      actFlag.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(element.dataset.appState).toBe('failed');
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/app "demo" version "-2" crashed/),
      expect.any(Error),
    );
  });
});
