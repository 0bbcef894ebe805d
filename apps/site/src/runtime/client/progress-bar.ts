// The top progress bar of slow navigations (spec §2, §9): tomato, no spinner, shown only when a
// navigation takes longer than 1000 ms, removed when it ends.

export const progressDelayMs = 1000;
export const progressColor = 'tomato';

export interface ProgressBar {
  /** A navigation started: show the bar if it is still running after the delay. */
  start(): void;
  /** The navigation ended (swapped, failed or replaced by a full load). */
  done(): void;
}

export function createProgressBar(doc: Document = document, delayMs = progressDelayMs): ProgressBar {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bar: HTMLElement | undefined;
  const show = () => {
    bar = doc.createElement('div');
    bar.dataset.rentalProgress = '';
    // The announcer tells screen readers about the new page; the bar is only a visual cue.
    bar.setAttribute('aria-hidden', 'true');
    const rtl = doc.documentElement.dir === 'rtl';
    bar.style.cssText = `position:fixed;top:0;left:0;right:0;height:3px;z-index:2147483647;pointer-events:none;background:${progressColor};transform-origin:${rtl ? 'right' : 'left'}`;
    doc.body.append(bar);
    // Grows towards 90 % and waits there: it shows progress, it does not promise an end.
    bar.animate?.([{ transform: 'scaleX(0.05)' }, { transform: 'scaleX(0.9)' }], {
      duration: 8000,
      easing: 'cubic-bezier(0.1, 0.6, 0.3, 1)',
      fill: 'forwards',
    });
  };
  const done = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    bar?.remove();
    bar = undefined;
  };
  return {
    start() {
      done();
      timer = setTimeout(show, delayMs);
    },
    done,
  };
}
