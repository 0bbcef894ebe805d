// Tabs (issue 13 §5) on react-aria-components: arrow keys move between tabs, Home/End jump, the panel
// follows; selection can be controlled so an app keeps it in its route (the account's hash sections).
// Entry '@rental/ui/tabs'.
import type { Key, ReactNode } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components';

/** One tab and its panel. */
export interface TabItem {
  /** Stable id, e.g. 'bookings'. */
  id: string;
  /** The tab's label. */
  label: ReactNode;
  /** The panel's content. */
  content: ReactNode;
}

/** Props of Tabs. */
export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem[];
  /** The selected tab (controlled); default the first. */
  selected?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/** A tab list with its panels. */
export function Tabs({ label, items, selected, onSelect, className }: TabsProps) {
  return (
    <AriaTabs
      className={className}
      selectedKey={selected}
      onSelectionChange={onSelect ? (key: Key) => onSelect(String(key)) : undefined}
    >
      <TabList aria-label={label} className="ui-tab-list" items={items}>
        {(item) => (
          <Tab id={item.id} className="ui-tab">
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="ui-tab-panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
