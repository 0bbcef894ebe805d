// The language switcher: plain links (no script), own language plus English or the regional site (spec §2).
import type { LanguageSwitcherEntry } from '@rental/markets';

interface Props {
  entries: readonly LanguageSwitcherEntry[];
  label: string;
  externalHint: string;
}

export function LanguageSwitcher({ entries, label, externalHint }: Props) {
  if (entries.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={label}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.locale}>
            <a
              href={entry.href}
              hrefLang={entry.locale}
              lang={entry.locale}
              dir="auto"
              aria-current={entry.current ? 'true' : undefined}
              rel={entry.external ? 'noopener' : undefined}
            >
              {entry.label}
              {entry.external ? <span className="visually-hidden"> ({externalHint})</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
