// The page header of the layouts with a menu: menu container (burger island + static navigation), brand,
// language switcher, login container and, when the rule allows, the product-line tabs.
import type { ReactNode } from 'react';
import type { PageModel } from '../lib/page-model.ts';
import { AppContainer } from './app-container.tsx';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ProductTabs } from './product-tabs.tsx';

interface Props {
  model: PageModel;
  /** The burger menu with the static navigation inside (an Astro slot; scripts/menu.ts makes it work). */
  menu: ReactNode;
  /** Which parts the layout has (spec §2 lists them per layout). */
  parts: { brand: boolean; login: boolean; tabs: boolean; languages: boolean };
}

export function SiteHeader({ model, menu, parts }: Props) {
  const wide = model.menu?.wide ? ' site-header--wide-menu' : '';
  return (
    <header className={`site-header${wide}`}>
      <div className="site-header__bar">
        {/* The menu's markup depends on the language: persist it only between pages of the same one. */}
        <AppContainer name="menu" persist={`menu-container-${model.locale}`}>
          {menu}
        </AppContainer>
        {parts.brand ? <BrandMark brand={model.brand} home={model.home} /> : null}
        {parts.languages ? (
          <LanguageSwitcher
            entries={model.languages}
            label={model.labels.language}
            externalHint={model.labels.externalLanguage}
          />
        ) : null}
        {/* Its first view is in the page's language: carried over only between pages of that language. */}
        {parts.login ? (
          <AppContainer
            name="login"
            persist={`login-container-${model.locale}`}
            firstView={model.firstViews.login}
          />
        ) : null}
      </div>
      {parts.tabs ? (
        <ProductTabs
          tabs={model.tabs}
          productLine={model.productLine}
          label={model.labels.productLines}
          selectLabel={model.labels.chooseProductLine}
        />
      ) : null}
    </header>
  );
}
