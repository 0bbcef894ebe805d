// axe-core over a rendered component in jsdom (tests only): the WCAG 2.2 AA rules that need no layout
// (contrast needs a real browser; the apps' e2e suites run axe in Chromium).
import axe from 'axe-core';

/** The axe violations in `element`, as 'rule: target' lines. */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
