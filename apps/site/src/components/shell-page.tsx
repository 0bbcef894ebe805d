// The site shell for the foundation pages (home, not-found, error): header with language switcher, main, footer.

import { translator } from '@rental/i18n';
import { languageSwitcher, type Site, type SiteLanguage } from '@rental/markets';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher.tsx';

interface Props {
  site: Site;
  lang: SiteLanguage;
  brand: string;
  children: ReactNode;
}

export function ShellPage({ site, lang, brand, children }: Props) {
  const t = translator(lang.locale);
  const home = lang.pathPrefix || '/';
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="shell-header">
        <a className="brand" href={home}>
          {brand}
        </a>
        <LanguageSwitcher
          entries={languageSwitcher(site, lang.locale)}
          label={t('languageSwitcher.label')}
          externalHint={t('languageSwitcher.external')}
        />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="shell-footer">
        <p>
          © {brand} · {site.name}
        </p>
      </footer>
    </>
  );
}
