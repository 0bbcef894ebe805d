// The search form keeps every control inside its own box whatever the language's label lengths: on the
// Norwegian site at 1280 px the one-word "Leveringstidspunkt" widened the dates beyond their column and the
// return-time select ran under "Vis tilbud" (issue 19/23, seen in a screenshot).
import { expect, test } from '@rental/testing';
import { openSearch, searchForm } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

for (const [site, path] of [
  ['no', '/'],
  ['fi', '/'],
  ['de', '/'],
] as const) {
  test(`${site} at 1280 px: no search control overlaps another`, async ({ page }) => {
    await openSearch(page, site, path);
    const form = searchForm(page);
    const controls = form.locator('input:visible, select:visible, button:visible');
    await expect(controls.first()).toBeVisible();
    const boxes = (
      await controls.evaluateAll((elements) =>
        elements.map((element) => {
          const r = element.getBoundingClientRect();
          return {
            name: element.getAttribute('aria-label') ?? element.id,
            x: r.x,
            y: r.y,
            w: r.width,
            h: r.height,
          };
        }),
      )
    ).filter((b) => b.w > 0 && b.h > 0);
    const overlapping: string[] = [];
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const x = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
        const y = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
        if (x > 1 && y > 1) overlapping.push(`${a.name} / ${b.name}`);
      }
    expect(overlapping).toEqual([]);
  });
}
