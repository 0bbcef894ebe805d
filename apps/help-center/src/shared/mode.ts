// What the container asks for (its data-app-view): the rental help center (default), the ride help
// center, or one of the FAQ pages (spec §2: FAQ pages for ride, share and subscription).
import type { ApiTree } from './help-api.ts';

export type HelpMode =
  | { kind: 'center'; tree: ApiTree; types: readonly string[]; defaultType: string }
  | { kind: 'faq'; tree: ApiTree; type: string; topic: 'ride' | 'share' | 'subscription' };

/** The mode of a container view; unknown views get the rental help center. */
export function modeOf(view: string | undefined): HelpMode {
  switch (view) {
    case 'ride':
      return { kind: 'center', tree: 'ride-help-centre', types: ['ride'], defaultType: 'ride' };
    case 'faq-ride':
      return { kind: 'faq', tree: 'ride-help-centre', type: 'ride', topic: 'ride' };
    case 'faq-share':
      return { kind: 'faq', tree: 'knowledge-article', type: 'share', topic: 'share' };
    case 'faq-subscription':
      return { kind: 'faq', tree: 'knowledge-article', type: 'subscription', topic: 'subscription' };
    default:
      return { kind: 'center', tree: 'knowledge-article', types: ['rent', 'ride'], defaultType: 'rent' };
  }
}
