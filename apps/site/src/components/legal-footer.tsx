// The compact legal footer of the layouts the spec gives no footer (issue 23): imprint, privacy, terms and
// the cookie settings in one line, so the law's "reachable from every page" holds without changing the
// layout's shape. The footer text of the CMS follows in small print.
import type { LegalLink } from '../lib/page-model.ts';
import { BidiText } from './bidi-text.tsx';

interface Props {
  links: readonly LegalLink[];
  /** Accessible name of the link list. */
  label: string;
  /** Label of the button that reopens the consent settings. */
  cookieSettings: string;
  /** The CMS footer text (copyright line), if any. */
  text: string | undefined;
  dir: 'ltr' | 'rtl';
}

export function LegalFooter({ links, label, cookieSettings, text, dir }: Props) {
  return (
    <footer className="legal-footer">
      <div className="legal-footer__inner">
        <nav aria-label={label}>
          <ul className="legal-footer__links">
            {links.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.title}</a>
              </li>
            ))}
            <li>
              <button type="button" className="legal-footer__cookies" data-consent-settings="">
                {cookieSettings}
              </button>
            </li>
          </ul>
        </nav>
        {text ? (
          <p className="legal-footer__text">
            <BidiText text={text} dir={dir} />
          </p>
        ) : null}
      </div>
    </footer>
  );
}
