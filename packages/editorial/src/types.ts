// The editorial text tree (spec §3 "Editorial text model"): what parse produces, validate checks,
// transform rewrites and render draws. Every node carries the 1-based line and column where it starts.

/** Where a node starts in the source text: 1-based line, 1-based column (UTF-16 code units). */
export type Position = { line: number; column: number };

/** Plain text. */
export type TextNode = { type: 'text'; value: string; position: Position };

/** `**bold**` */
export type BoldNode = { type: 'bold'; children: Inline[]; position: Position };

/** `*italic*` */
export type ItalicNode = { type: 'italic'; children: Inline[]; position: Position };

/** `[text](url "title")`; a url written with a leading `_` opens in a new window. */
export type LinkNode = {
  type: 'link';
  /** The address without the new-window `_` prefix, e.g. `https://example.com/` or `sixt://offers`. */
  url: string;
  /** The optional title written in quotes after the address. */
  title: string | null;
  /** `_blank` when the address was written with a leading `_`, else `_self`. */
  target: '_self' | '_blank';
  /** True for app-protocol links (`{appProtocol}://…`, default `sixt://`). */
  internal: boolean;
  /** True when the link text started with `_cta:` (the prefix is removed from children). */
  cta: boolean;
  children: Inline[];
  position: Position;
  /** Where the address starts (after `(`), for error positions. */
  urlPosition: Position;
  /** Where the title starts (its opening quote), when there is one. */
  titlePosition: Position | null;
};

/** `[^3]`: a reference to footnote 3. */
export type FootnoteReferenceNode = {
  type: 'footnoteReference';
  /** The label as written between `[^` and `]`. */
  label: string;
  /** The label as a number when it is a whole number from 1 to 99, else null. */
  number: number | null;
  position: Position;
};

/** Shortcode values filled in by transform: `{{branchName}}`, `{{cityName}}`, `{{video:ID}}`. */
export type PlaceholderNode = {
  type: 'placeholder';
  name: 'branchName' | 'cityName' | 'video';
  /** The video id for `video`, else null. */
  value: string | null;
  position: Position;
};

/** `{{year}}`: the current year, filled in by transform. */
export type YearNode = { type: 'year'; position: Position };

/** `[text](action:name)`: a button that asks the page to do something (e.g. open the cookie settings). */
export type ActionNode = { type: 'action'; name: string; children: Inline[]; position: Position };

/** HTML markup found in the text; kept only so validate can reject it (render shows it as plain text). */
export type HtmlNode = { type: 'html'; value: string; position: Position };

/** A shortcode that is unknown or not allowed here (e.g. `{{season:…}}` inside a sentence). */
export type ShortcodeNode = {
  type: 'shortcode';
  /** The name before the optional `:`, e.g. `colour` for `{{colour:red}}`. */
  name: string;
  /** The text after `:`, or null. */
  argument: string | null;
  /** The shortcode as written, braces included. */
  raw: string;
  position: Position;
};

export type Inline =
  | TextNode
  | BoldNode
  | ItalicNode
  | LinkNode
  | FootnoteReferenceNode
  | PlaceholderNode
  | YearNode
  | ActionNode
  | HtmlNode
  | ShortcodeNode;

/** Consecutive text lines; lines are joined with a `\n` text node. */
export type TextBlock = { type: 'text'; children: Inline[]; position: Position };

/** One `- item` or `* item` line. */
export type ListItem = { type: 'listItem'; children: Inline[]; position: Position };

/** Consecutive list lines. */
export type ListBlock = { type: 'list'; items: ListItem[]; position: Position };

/** `[^1]: text`: one footnote definition. */
export type FootnoteDefinition = {
  type: 'footnoteDefinition';
  /** The label as written between `[^` and `]`. */
  label: string;
  /** The label as a number when it is a whole number from 1 to 99, else null. */
  number: number | null;
  children: Inline[];
  position: Position;
};

/** Consecutive footnote definition lines. */
export type FootnotesBlock = { type: 'footnotes'; items: FootnoteDefinition[]; position: Position };

/** A line holding only a `[_cta:label](url)` link: a call-to-action button. */
export type CtaBlock = { type: 'cta'; link: LinkNode; position: Position };

/** One season name written in a `{{season:…}}` line. */
export type SeasonName = { name: string; position: Position };

/** A `{{season:winter,spring}}` line: the section shows only in those seasons (spec §4). */
export type SeasonBlock = { type: 'season'; seasons: SeasonName[]; position: Position };

export type Block = TextBlock | ListBlock | FootnotesBlock | CtaBlock | SeasonBlock;

/** A heading, its content blocks and its child paragraphs (headings nest by their number of `#`). */
export type Paragraph = {
  type: 'paragraph';
  /** The number of `#` signs. */
  level: number;
  heading: Inline[];
  blocks: Block[];
  children: Paragraph[];
  position: Position;
};

/** A whole editorial text. */
export type EditorialDocument = {
  type: 'document';
  /** Content written before the first heading (always an error; kept so it can be reported). */
  blocks: Block[];
  paragraphs: Paragraph[];
  position: Position;
};
