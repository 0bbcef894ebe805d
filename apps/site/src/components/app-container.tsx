// A named container of a micro-frontend (spec §1, §2 "Layouts"): exactly the ids and app names of
// @rental/remote-apps, persisted across client-side navigations, reserving its space (CLS 0).
import { type ContainerName, containers } from '@rental/remote-apps';
import type { ReactNode } from 'react';

interface Props {
  name: ContainerName;
  /** Value of data-astro-transition-persist; the container id unless the content is page-specific. */
  persist?: string;
  children?: ReactNode;
}

export function AppContainer({ name, persist, children }: Props) {
  const c: { id: string; app: string | null; view?: string } = containers[name];
  return (
    <div
      id={c.id}
      className={`app-container app-container--${name}`}
      data-app={c.app ?? undefined}
      data-app-view={c.view}
      data-astro-transition-persist={persist ?? c.id}
    >
      {children}
    </div>
  );
}
