// The five page templates (spec §2 "Page templates"): each renders its sections from the page body
// through the editorial renderer; the categories template adds its category links, the ride help-center
// article its breadcrumb.
import { EditorialText } from '@rental/editorial/react';
import type { ContainerName } from '@rental/remote-apps';
import type { PageModel } from '../../lib/page-model.ts';
import { AppContainer } from '../app-container.tsx';

/** issue 9: the help-center container of a page: by template, else by its path without a language segment. */
function helpContainerOf(model: PageModel): ContainerName | undefined {
  if (model.template === 'ride-help-article') return 'rideHelpCenter';
  const path = model.path.replace(/^\/[a-z]{2}(-[a-z]{2})?(?=\/)/, '');
  const byPath: Record<string, ContainerName> = {
    '/help-center': 'helpCenter',
    '/ride/help-center': 'rideHelpCenter',
    '/ride/faq': 'rideFaq',
    '/share/faq': 'shareFaq',
    '/plus/faq': 'subscriptionFaq',
  };
  return byPath[path];
}

interface Props {
  model: PageModel;
  /** 1 when the layout already has the page's h1 (promotion hero), so the body's '#' becomes h2. */
  headingOffset?: number;
}

export function PageContent({ model, headingOffset = 0 }: Props) {
  const body = (
    <EditorialText tree={model.tree} idPrefix="body" headingOffset={headingOffset} className="prose" />
  );
  const text = model.bodyLang ? <div lang={model.bodyLang}>{body}</div> : body;
  const help = helpContainerOf(model);
  // The view differs per page, so the container persists only across the same page.
  const helpApp = help ? <AppContainer name={help} persist={`help-center-${model.path}`} /> : null;
  switch (model.template) {
    case 'categories':
      return (
        <div className={`template template--${model.template}`}>
          {text}
          {model.related.length > 0 ? (
            <nav className="category-grid" aria-label={model.labels.fleetCategories}>
              <ul>
                {model.related.map((page) => (
                  <li key={page.url}>
                    <a
                      className="category-card"
                      href={page.url}
                      aria-current={page.url === model.path ? 'page' : undefined}
                    >
                      <CarIcon />
                      <span>{page.title}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      );
    case 'ride-help-article':
      return (
        <div className="template template--ride-help-article">
          <nav className="breadcrumb" aria-label={model.labels.breadcrumb}>
            <ol>
              <li>
                <a href={model.rideHome}>{`${model.brand} Ride`}</a>
              </li>
              <li>
                <a href={model.helpCenter}>{model.labels.helpCenter}</a>
              </li>
            </ol>
          </nav>
          <article className="help-article">{text}</article>
          {helpApp}
        </div>
      );
    default:
      return (
        <div className={`template template--${model.template}`}>
          {text}
          {helpApp}
        </div>
      );
  }
}

function CarIcon() {
  return (
    <svg
      className="category-card__icon"
      viewBox="0 0 48 24"
      width="48"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4 17v-4l5-1 6-6h14l8 6 7 1 2 4v2h-5M11 19H4m15 0h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="15" cy="19" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="37" cy="19" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
