// The fleet slider's buttons (issue 19): shown once this runs (the list scrolls without them), each moves
// the list by one vehicle in the reading direction, smoothly unless the visitor prefers reduced motion, and
// is disabled at its end. Loaded by behaviours.ts only on pages with a slider.
export function enhanceFleetSlider(root: HTMLElement): void {
  if (root.dataset.enhanced === 'true') return;
  root.dataset.enhanced = 'true';
  const list = root.querySelector<HTMLElement>('.fleet-slider__list');
  const controls = root.querySelector<HTMLElement>('.fleet-slider__controls');
  if (!list || !controls) return;
  const buttons = [...controls.querySelectorAll<HTMLButtonElement>('[data-slide]')];
  const rtl = getComputedStyle(list).direction === 'rtl';
  // scrollLeft runs from 0 towards the negative in right-to-left lists: compare magnitudes.
  const update = () => {
    const position = Math.abs(list.scrollLeft);
    const end = list.scrollWidth - list.clientWidth - 1;
    for (const button of buttons) {
      const step = Number(button.dataset.slide);
      button.disabled = step < 0 ? position <= 0 : position >= end;
    }
  };
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const item = list.querySelector<HTMLElement>('.fleet-slider__item');
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      const width = (item?.getBoundingClientRect().width ?? list.clientWidth) + gap;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const direction = Number(button.dataset.slide) * (rtl ? -1 : 1);
      list.scrollBy({ left: direction * width, behavior: reduce ? 'auto' : 'smooth' });
    });
  }
  list.addEventListener('scroll', update, { passive: true });
  delete controls.dataset.pending;
  update();
}
