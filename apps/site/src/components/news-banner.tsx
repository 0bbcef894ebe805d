// The news banner (spec §2): banner text linked to the banner url, shown only for some address hashes.
import { NEWS_BANNER_ID, newsBannerInlineScript } from '../scripts/news-banner-inline.ts';

export function NewsBanner({ text, url, label }: { text: string; url: string; label: string }) {
  return (
    <>
      <section id={NEWS_BANNER_ID} className="news-banner" aria-label={label}>
        <a className="news-banner__link" href={url}>
          {text}
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </a>
      </section>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no content inside */}
      <script dangerouslySetInnerHTML={{ __html: newsBannerInlineScript }} />
    </>
  );
}
