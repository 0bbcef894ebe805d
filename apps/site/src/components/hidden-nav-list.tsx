// The hidden navigation link list (spec §2, ibe and funnel layouts): every menu link as plain markup for
// crawlers and for the pages whose menu is not shown; hidden from view and from assistive technology.
import type { MenuGroup } from '../lib/layout-model.ts';

export function HiddenNavList({ groups, label }: { groups: readonly MenuGroup[]; label: string }) {
  const items = groups.flatMap((g) => g.items);
  return (
    <nav className="hidden-nav" aria-label={label} hidden>
      <ul>
        {items.map((item) => (
          <li key={`${item.url}|${item.title}`}>
            <a href={item.url}>{item.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
