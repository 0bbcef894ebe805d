// Product-line tabs (spec §2): links on wide screens, a select on narrow screens that navigates on
// change (behaviours.ts listens for it). Rendered only when the rule in visibleTabs lets them show.
import type { ProductLineTab } from '@rental/content';

interface Props {
  tabs: readonly ProductLineTab[];
  productLine: string | undefined;
  label: string;
  selectLabel: string;
}

export function ProductTabs({ tabs, productLine, label, selectLabel }: Props) {
  if (tabs.length === 0) return null;
  const active = tabs.find((tab) => tab.product_line === productLine);
  return (
    <nav className="product-tabs" aria-label={label}>
      <ul className="product-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.product_line}>
            <a
              className="product-tabs__tab"
              href={tab.url}
              data-product-line={tab.product_line}
              aria-current={tab === active ? 'page' : undefined}
            >
              {tab.title}
            </a>
          </li>
        ))}
      </ul>
      <div className="product-tabs__narrow">
        <label className="visually-hidden" htmlFor="product-line-select">
          {selectLabel}
        </label>
        <select
          id="product-line-select"
          className="product-tabs__select"
          data-navigate=""
          defaultValue={active?.url}
        >
          {tabs.map((tab) => (
            <option key={tab.product_line} value={tab.url}>
              {tab.title}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
