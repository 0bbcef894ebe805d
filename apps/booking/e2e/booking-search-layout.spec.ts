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

// Long compound labels (Norwegian "Leveringstidspunkt", Icelandic "Afhendingartími") broke inside the word
// at 1280 px and pushed the return date and time below the pickup ones (issue 23, seen in screenshots).
for (const [site, width] of [
  ['no', 1280],
  ['is', 1280],
  ['dk', 1280],
  ['fi', 1280],
  ['no', 375],
  ['is', 375],
  ['dk', 375],
  ['se', 375],
] as const) {
  test(`${site} at ${width} px: labels break between words only, dates show whole, the date and time controls line up`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSearch(page, site, '/');
    const form = searchForm(page);
    const broken = await form.locator('label, .bk-label').evaluateAll((labels) =>
      labels.flatMap((label) => {
        const words: string[] = [];
        const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) words.push(match[0]);
          }
        }
        return words;
      }),
    );
    expect(broken).toEqual([]);
    // Nor is a date cut off by its field.
    const clipped = await form
      .locator('.bk-search__dates input:visible')
      .evaluateAll((inputs) =>
        (inputs as HTMLInputElement[]).filter((i) => i.scrollWidth > i.clientWidth).map((i) => i.value),
      );
    expect(clipped).toEqual([]);
    // And every control stays inside the form's content box.
    const outside = await form.evaluate((el) => {
      // The form's content box: a control in its padding already runs past the card's edge.
      const outer = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const box = {
        left: outer.left + Number.parseFloat(style.paddingLeft),
        right: outer.right - Number.parseFloat(style.paddingRight),
      };
      return [...el.querySelectorAll<HTMLElement>('input, select, button')]
        .filter((c) => c.offsetParent !== null)
        .filter((c) => {
          const r = c.getBoundingClientRect();
          return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
        })
        .map((c) => c.id || c.getAttribute('aria-label') || c.tagName);
    });
    expect(outside).toEqual([]);
    if (width >= 1280) {
      const tops = await form
        .locator('.bk-search__dates')
        .locator('input:visible, select:visible')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThanOrEqual(4);
      expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
    }
  });
}
