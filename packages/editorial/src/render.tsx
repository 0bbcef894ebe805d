// Stage 4 of the editorial pipeline: a transformed tree → React elements. Only React elements are
// produced (never dangerouslySetInnerHTML), so nothing an editor types can become markup on the page.
import { createElement, type MouseEvent, type ReactElement, type ReactNode, useId } from 'react';
import type { Block, EditorialDocument, Inline, LinkNode, Paragraph, Position } from './types.ts';
import { isSafeHref } from './url.ts';

/** Texts the renderer adds for screen readers; pass translations for the page language. */
export type RenderLabels = {
  /** Accessible name of a footnote reference, e.g. 'Footnote 2'. */
  footnote: (n: number) => string;
  /** Accessible name of a footnote's back-reference link, e.g. 'Back to reference 2'. */
  backToReference: (n: number) => string;
};

/** Options of the renderer. */
export type RenderOptions = {
  /** Added to the number of # signs: 1 renders `# Title` as <h2> under a page's own <h1>. Default 0. */
  headingOffset?: number;
  /** Prefix of footnote element ids, unique per page; default a React useId value. */
  idPrefix?: string;
  /** Called when a visitor clicks an action button; without it the button dispatches `editorial:action`. */
  onAction?: (name: string) => void;
  /** Class name of the wrapping element (which always has `editorial`). */
  className?: string;
  /** Screen-reader texts; English by default. */
  labels?: Partial<RenderLabels>;
};

export type EditorialTextProps = RenderOptions & {
  /** The tree to render, normally the result of `transform`. */
  tree: EditorialDocument;
};

const DEFAULT_LABELS: RenderLabels = {
  footnote: (n) => `Footnote ${n}`,
  backToReference: (n) => `Back to reference ${n}`,
};

/** The event an action button dispatches when no `onAction` is given; `detail.name` is the action. */
export const ACTION_EVENT = 'editorial:action';

const VIDEO_ID = /^[A-Za-z0-9]+$/;

// Siblings never start at the same place in the source, so the position is a stable key.
const keyOf = (node: { position: Position }) => `${node.position.line}:${node.position.column}`;

/** Renders an editorial text: one <section> per paragraph, headings nested by their # count. */
export function EditorialText({ tree, idPrefix, className, ...options }: EditorialTextProps): ReactElement {
  const generated = useId();
  const prefix = (idPrefix ?? `editorial-${generated}`).replace(/[^A-Za-z0-9_-]/g, '');
  const renderer = createRenderer(prefix, options);
  return (
    <div className={className ? `editorial ${className}` : 'editorial'}>
      {renderer.blocks(tree.blocks)}
      {tree.paragraphs.map((p) => renderer.paragraph(p))}
    </div>
  );
}

/** The same as `<EditorialText tree={document} {...options} />`. */
export function renderEditorial(document: EditorialDocument, options: RenderOptions = {}): ReactElement {
  return createElement(EditorialText, { ...options, tree: document });
}

function createRenderer(prefix: string, options: Omit<RenderOptions, 'idPrefix' | 'className'>) {
  const offset = Math.max(0, Math.trunc(options.headingOffset ?? 0));
  const labels = { ...DEFAULT_LABELS, ...options.labels };
  const footnoteId = (n: number) => `${prefix}-fn-${n}`;
  // The first reference to footnote n gets `fnref-n`, later ones `fnref-n-2`, … so ids stay unique.
  const referenceCount = new Map<number, number>();
  const referenceId = (n: number, occurrence: number) =>
    occurrence === 1 ? `${prefix}-fnref-${n}` : `${prefix}-fnref-${n}-${occurrence}`;

  const onAction = (name: string) => (event: MouseEvent<HTMLButtonElement>) => {
    if (options.onAction) options.onAction(name);
    else
      event.currentTarget.dispatchEvent(new CustomEvent(ACTION_EVENT, { bubbles: true, detail: { name } }));
  };

  const link = (node: LinkNode, key: string, className?: string): ReactNode => {
    const children = inlines(node.children);
    // Validate rejects javascript:, data: and friends; this guard keeps them out even if a caller skipped it.
    if (node.url.trim() === '' || !isSafeHref(node.url)) return <span key={key}>{children}</span>;
    const newWindow = node.target === '_blank';
    return (
      <a
        key={key}
        href={node.url}
        className={className}
        title={node.title ?? undefined}
        target={newWindow ? '_blank' : undefined}
        rel={newWindow ? 'noopener noreferrer' : undefined}
        data-internal={node.internal ? 'true' : undefined}
      >
        {children}
      </a>
    );
  };

  const inline = (node: Inline): ReactNode => {
    const key = keyOf(node);
    switch (node.type) {
      case 'text':
      case 'html': // never markup: shown as the characters the editor typed
        return node.value;
      case 'bold':
        return <strong key={key}>{inlines(node.children)}</strong>;
      case 'italic':
        return <em key={key}>{inlines(node.children)}</em>;
      case 'link':
        return link(node, key, node.cta ? 'editorial-cta__link' : undefined);
      case 'action':
        return (
          <button
            key={key}
            type="button"
            className="editorial-action"
            data-editorial-action={node.name}
            onClick={onAction(node.name)}
          >
            {inlines(node.children)}
          </button>
        );
      case 'footnoteReference': {
        if (node.number === null) return `[^${node.label}]`;
        const occurrence = (referenceCount.get(node.number) ?? 0) + 1;
        referenceCount.set(node.number, occurrence);
        return (
          <sup key={key} className="editorial-footnote-ref">
            <a
              href={`#${footnoteId(node.number)}`}
              id={referenceId(node.number, occurrence)}
              aria-label={labels.footnote(node.number)}
            >
              {node.number}
            </a>
          </sup>
        );
      }
      case 'placeholder':
        if (node.name !== 'video' || !VIDEO_ID.test(node.value ?? '')) return null;
        // The site mounts its video player on this element; no third-party request comes from the text.
        return <span key={key} className="editorial-video" data-video-id={node.value ?? undefined} />;
      case 'year':
      case 'shortcode':
        return null;
    }
  };

  const inlines = (nodes: readonly Inline[]): ReactNode[] => nodes.map((node) => inline(node));

  const blocks = (list: readonly Block[]): ReactNode[] =>
    list.map((block) => {
      const key = keyOf(block);
      switch (block.type) {
        case 'text':
          return <p key={key}>{inlines(block.children)}</p>;
        case 'list':
          return (
            <ul key={key}>
              {block.items.map((item) => (
                <li key={keyOf(item)}>{inlines(item.children)}</li>
              ))}
            </ul>
          );
        case 'cta':
          return (
            <p key={key} className="editorial-cta">
              {link(block.link, key, 'editorial-cta__link')}
            </p>
          );
        case 'footnotes':
          return (
            <ol key={key} className="editorial-footnotes">
              {block.items.map((item) =>
                item.number === null ? null : (
                  <li key={keyOf(item)} id={footnoteId(item.number)} value={item.number}>
                    {inlines(item.children)}{' '}
                    <a
                      href={`#${referenceId(item.number, 1)}`}
                      className="editorial-footnote-backref"
                      aria-label={labels.backToReference(item.number)}
                    >
                      ↩
                    </a>
                  </li>
                ),
              )}
            </ol>
          );
        case 'season':
          return null;
      }
      return null;
    });

  const paragraph = (p: Paragraph): ReactElement => {
    const level = Math.min(6, Math.max(1, p.level + offset));
    return (
      <section key={keyOf(p)} className="editorial-section">
        {createElement(`h${level}`, null, ...inlines(p.heading))}
        {blocks(p.blocks)}
        {p.children.map((child) => paragraph(child))}
      </section>
    );
  };

  return { blocks, paragraph };
}
