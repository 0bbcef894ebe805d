// Breadcrumbs of a view: the help-center home, then category, section, and the current page (spec §2).
import { useTranslation } from '@rental/i18n';

export interface Crumb {
  label: string;
  /** Address; the last crumb (the current page) has none. */
  href?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('help');
  return (
    <nav className="hc-breadcrumbs" aria-label={t('nav.breadcrumb')}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={`${crumb.href ?? 'current'}-${crumb.label}`}>
            {crumb.href ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
