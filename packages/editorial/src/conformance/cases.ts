// The conformance suite of the editorial language: input text → expected tree sketch and/or expected
// errors as 'line:column id'. Every block, inline, rule and message of spec §3, §5, §8 has a case here.

export type ConformanceCase = {
  /** What the case shows. */
  name: string;
  /** The editorial text. */
  text: string;
  /** The expected tree (see sketch.ts); omitted when only the errors matter. */
  tree?: string;
  /** Every expected error as 'line:column id', in order; [] for a valid text. */
  errors: string[];
};

export const cases: ConformanceCase[] = [
  // Blocks (spec §3: Text, List, Footnotes, Cta) and paragraphs.
  {
    name: 'a heading and a text block',
    text: '# Car rental\nRent a car today.',
    tree: '(p1 "Car rental" (text "Rent a car today."))',
    errors: [],
  },
  {
    name: 'consecutive lines form one text block joined by line breaks',
    text: '# Title\nfirst line\nsecond line\n\nnew block',
    tree: '(p1 "Title" (text "first line" "\\n" "second line") (text "new block"))',
    errors: [],
  },
  {
    name: 'list lines start with - or *',
    text: '# Title\nIntro\n- one\n* two\n-   three',
    tree: '(p1 "Title" (text "Intro") (list (li "one") (li "two") (li "three")))',
    errors: [],
  },
  {
    name: 'a blank line ends a list',
    text: '# Title\n- one\n\n- two',
    tree: '(p1 "Title" (list (li "one")) (list (li "two")))',
    errors: [],
  },
  {
    name: 'a dash without a space is text, not a list',
    text: '# Title\n-5 % on all vans',
    tree: '(p1 "Title" (text "-5 % on all vans"))',
    errors: [],
  },
  {
    name: 'footnote definitions form a footnotes block',
    text: '# Title\nPrices[^1] and fees[^2].\n[^1]: Incl. VAT.\n[^2]: Per day.',
    tree: '(p1 "Title" (text "Prices" [^1] " and fees" [^2] ".") (footnotes (fn 1 "Incl. VAT.") (fn 2 "Per day.")))',
    errors: [],
  },
  {
    name: 'a call-to-action is a link whose text starts with _cta: on its own line',
    text: '# Title\nText\n[_cta:Book now](/booking)',
    tree: '(p1 "Title" (text "Text") (cta "/booking" "Book now"))',
    errors: [],
  },
  {
    name: 'a call-to-action may open in a new window and carry a title',
    text: '# Title\nText\n  [_cta: Open the app](_sixt://book "Open app")  ',
    tree: '(p1 "Title" (text "Text") (cta "sixt://book" blank internal title="Open app" "Open the app"))',
    errors: [],
  },
  {
    name: 'headings nest by their number of # signs',
    text: '# A\na\n## B\nb\n### C\nc\n## D\nd\n# E\ne',
    tree: '(p1 "A" (text "a") (p2 "B" (text "b") (p3 "C" (text "c"))) (p2 "D" (text "d"))) (p1 "E" (text "e"))',
    errors: [],
  },
  {
    name: 'a deeper heading after a skipped level still nests under the previous one',
    text: '# A\na\n### C\nc\n## B\nb',
    tree: '(p1 "A" (text "a") (p3 "C" (text "c")) (p2 "B" (text "b")))',
    errors: [],
  },
  {
    name: 'a heading without a space after # is still a heading',
    text: '#Title\ntext',
    tree: '(p1 "Title" (text "text"))',
    errors: [],
  },
  {
    name: 'Windows and old Mac line endings',
    text: '# Title\r\nline one\rline two\r\n- item',
    tree: '(p1 "Title" (text "line one" "\\n" "line two") (list (li "item")))',
    errors: [],
  },

  // Inline (spec §3: Bold, Italic, Link, Footnote, Placeholder, year, Action).
  {
    name: 'bold and italic',
    text: '# Title\n**bold** and *italic*',
    tree: '(p1 "Title" (text (b "bold") " and " (i "italic")))',
    errors: [],
  },
  {
    name: 'italic inside bold and bold inside italic',
    text: '# Title\n**very *much* so** *a **b** c*',
    tree: '(p1 "Title" (text (b "very " (i "much") " so") " " (i "a " (b "b") " c")))',
    errors: [],
  },
  {
    name: 'unclosed or spaced asterisks stay text',
    text: '# Title\n5 * 3 = 15, **open and *half',
    tree: '(p1 "Title" (text "5 * 3 = 15, **open and *half"))',
    errors: [],
  },
  {
    name: 'a link with a title',
    text: '# Title\nSee [our fleet](/fleet "All cars").',
    tree: '(p1 "Title" (text "See " (link "/fleet" title="All cars" "our fleet") "."))',
    errors: [],
  },
  {
    name: 'a url prefixed with _ opens in a new window',
    text: '# Title\n[Partner](_https://partner.example.com)',
    tree: '(p1 "Title" (text (link "https://partner.example.com" blank "Partner")))',
    errors: [],
  },
  {
    name: 'app-protocol links are internal',
    text: '# Title\nOpen [the app](sixt://rentals) or [mail us](mailto:help@example.com).',
    tree: '(p1 "Title" (text "Open " (link "sixt://rentals" internal "the app") " or " (link "mailto:help@example.com" "mail us") "."))',
    errors: [],
  },
  {
    name: 'formatting inside link text',
    text: '# Title\n[**Book** *now*](/book)',
    tree: '(p1 "Title" (text (link "/book" (b "Book") " " (i "now"))))',
    errors: [],
  },
  {
    name: 'brackets that are not a link stay text',
    text: '# Title\n[not a link] and [x] (y)',
    tree: '(p1 "Title" (text "[not a link] and [x] (y)"))',
    errors: [],
  },
  {
    name: 'shortcodes: year, branch name, city name, video',
    text: '# Offers {{year}}\nAt {{branchName}} in {{ cityName }}: {{video:a1B2c3}}',
    tree: '(p1 "Offers " {year} (text "At " {branchName} " in " {cityName} ": " {video:a1B2c3}))',
    errors: [],
  },
  {
    name: 'an action link',
    text: '# Title\n[Cookie settings](action:open-cookie-settings)',
    tree: '(p1 "Title" (text (action "open-cookie-settings" "Cookie settings")))',
    errors: [],
  },
  {
    name: 'a backslash escapes markup characters',
    text: '# Title\n\\*not italic\\* and \\[^1] and \\{{year}}',
    tree: '(p1 "Title" (text "*not italic* and [^1] and {{year}}"))',
    errors: [],
  },
  {
    name: 'a season restriction line',
    text: '# Winter deals\n{{season:winter}}\nSnow chains included.',
    tree: '(p1 "Winter deals" (season "winter") (text "Snow chains included."))',
    errors: [],
  },
  {
    name: 'a season restriction with several seasons',
    text: '# Deals\n{{ season : spring, summer }}\nSunroof included.',
    tree: '(p1 "Deals" (season "spring" "summer") (text "Sunroof included."))',
    errors: [],
  },

  // spec §5, §8: no HTML markup.
  {
    name: 'HTML tags are rejected, each one reported',
    text: '# Title\nSome <b>bold</b> text',
    tree: '(p1 "Title" (text "Some " (html "<b>") "bold" (html "</b>") " text"))',
    errors: ['2:6 html-not-allowed', '2:13 html-not-allowed'],
  },
  {
    name: 'HTML comments, self-closing tags and entities are rejected',
    text: '# Title\n<!-- note --> a<br/>b &amp; c &#169;',
    errors: [
      '2:1 html-not-allowed',
      '2:16 html-not-allowed',
      '2:23 html-not-allowed',
      '2:31 html-not-allowed',
    ],
  },
  {
    name: 'HTML in a heading, a list and a footnote',
    text: '# <i>Title</i>\n- <script>x</script>\nSee[^1]\n[^1]: <em>note</em>',
    errors: [
      '1:3 html-not-allowed',
      '1:11 html-not-allowed',
      '2:3 html-not-allowed',
      '2:12 html-not-allowed',
      '4:7 html-not-allowed',
      '4:15 html-not-allowed',
    ],
  },
  {
    name: 'HTML in a link title',
    text: '# Title\n[a](/x "<b>t</b>")',
    errors: ['2:8 html-not-allowed'],
  },
  {
    name: 'comparison signs are not HTML',
    text: '# Title\nprices < 50 € and > 20 €, 3<5',
    errors: [],
  },

  // spec §5: the text must start with a # heading; each heading must be followed by text.
  {
    name: 'text before the first heading',
    text: 'Intro\n# Title\nText',
    tree: '(text "Intro") (p1 "Title" (text "Text"))',
    errors: ['1:1 missing-leading-heading'],
  },
  {
    name: 'blank lines before the first heading are fine',
    text: '\n\n# Title\nText',
    errors: [],
  },
  {
    name: 'an empty text',
    text: '',
    errors: ['1:1 missing-leading-heading'],
  },
  {
    name: 'a heading followed directly by another heading',
    text: '# Title\n## Sub\ntext',
    errors: ['1:1 heading-without-text'],
  },
  {
    name: 'a heading at the end of the text',
    text: '# Title\ntext\n  ## Last',
    errors: ['3:3 heading-without-text'],
  },
  {
    name: 'a season line alone is not text',
    text: '# Title\n{{season:summer}}\n## Sub\ntext',
    errors: ['1:1 heading-without-text'],
  },
  {
    name: 'a list or a call-to-action counts as text below a heading',
    text: '# A\n- item\n# B\n[_cta:Go](/go)',
    errors: [],
  },
  {
    name: 'a heading without a title',
    text: '#\ntext\n##   \ntext',
    errors: ['1:1 heading-empty', '3:1 heading-empty'],
  },
  {
    name: 'more than six # signs',
    text: '# A\ntext\n####### Deep\ntext',
    errors: ['3:1 heading-too-deep'],
  },

  // spec §4, §5, §8: seasons.
  {
    name: 'an unknown season',
    text: '# Title\n{{season:wintr}}\ntext',
    errors: ['2:10 unknown-season'],
  },
  {
    name: 'each unknown season of a list is reported at its place',
    text: '# Title\n{{season: winter, Fall, summer,}}\ntext',
    errors: ['2:19 unknown-season', '2:32 unknown-season'],
  },
  {
    name: 'a season restriction inside a sentence',
    text: '# Title\nOnly in {{season:winter}} we offer this.',
    errors: ['2:9 season-misplaced'],
  },

  // spec §5: shortcodes.
  {
    name: 'unknown shortcodes',
    text: '# Title\n{{colour}} {{Year}} {{year:2020}} {{ }}',
    errors: [
      '2:1 unknown-shortcode',
      '2:12 unknown-shortcode',
      '2:21 unknown-shortcode',
      '2:35 unknown-shortcode',
    ],
  },
  {
    name: 'a video needs an alphanumeric id',
    text: '# Title\n{{video:abc-123}} {{video}} {{video:}} {{video:Ok123}}',
    errors: ['2:1 video-id-invalid', '2:19 video-id-invalid', '2:29 video-id-invalid'],
  },

  // spec §5, §9: footnotes.
  {
    name: 'a reference without its footnote',
    text: '# Title\nA[^1] B[^2]\n[^1]: one',
    errors: ['2:8 footnote-missing'],
  },
  {
    name: 'a footnote without a reference',
    text: '# Title\nA[^1]\n[^1]: one\n[^2]: two',
    errors: ['4:1 footnote-unreferenced'],
  },
  {
    name: 'references out of sequence',
    text: '# Title\nA[^2] B[^1]\n[^1]: one\n[^2]: two',
    errors: ['2:2 footnote-out-of-sequence', '2:8 footnote-out-of-sequence'],
  },
  {
    name: 'a footnote may be referenced again later',
    text: '# Title\nA[^1] B[^2] C[^1]\n[^1]: one\n[^2]: two',
    errors: [],
  },
  {
    name: 'footnotes numbered with a gap',
    text: '# Title\nA[^1] B[^3]\n[^1]: one\n[^3]: three',
    errors: ['2:8 footnote-out-of-sequence', '4:1 footnote-gap'],
  },
  {
    name: 'footnote numbers outside 1-99',
    text: '# Title\nA[^0] B[^100] C[^x]\n[^0]: zero\n[^100]: hundred',
    errors: [
      '2:2 footnote-number-invalid',
      '2:8 footnote-number-invalid',
      '2:16 footnote-number-invalid',
      '3:1 footnote-number-invalid',
      '4:1 footnote-number-invalid',
    ],
  },
  {
    name: 'footnote 99 is the last allowed number',
    text: `# Title\n${Array.from({ length: 99 }, (_, i) => `a[^${i + 1}]`).join(' ')}\n${Array.from({ length: 99 }, (_, i) => `[^${i + 1}]: n`).join('\n')}`,
    errors: [],
  },
  {
    name: 'a footnote may point to another footnote, which must exist',
    text: '# Title\nA[^1] B[^2]\n[^1]: see [^2]\n[^2]: two, not [^3]',
    errors: ['4:16 footnote-missing'],
  },
  {
    name: 'a footnote defined twice',
    text: '# Title\nA[^1]\n[^1]: one\n[^1]: again',
    errors: ['4:1 footnote-duplicate'],
  },
  {
    name: 'a footnote without text',
    text: '# Title\nA[^1] B[^2]\n[^1]:\n[^2]:   ',
    errors: ['3:1 footnote-empty', '4:1 footnote-empty'],
  },
  {
    name: 'footnotes spread over two paragraphs',
    text: '# Title\nA[^1] B[^2]\n[^1]: one\n## Notes\nmore\n[^2]: two',
    errors: ['6:1 footnotes-not-grouped'],
  },
  {
    name: 'footnotes of one paragraph may be split by a blank line',
    text: '# Title\nA[^1] B[^2]\n## Notes\n[^1]: one\n\n[^2]: two',
    errors: [],
  },

  // Links, call-to-action and actions.
  {
    name: 'javascript:, data: and vbscript: addresses are rejected',
    text: '# Title\n[a](javascript:alert(1)) [b](data:text/html,x) [c](_VBScript:x) [d](JaVaScRiPt:x)',
    errors: ['2:5 unsafe-url', '2:30 unsafe-url', '2:52 unsafe-url', '2:69 unsafe-url'],
  },
  {
    name: 'unknown schemes and another tenant protocol are rejected',
    text: '# Title\n[a](ftp://x) [b](kestrel://x) [c](sixt://ok)',
    errors: ['2:5 unsafe-url', '2:18 unsafe-url'],
  },
  {
    name: 'web, relative, mail, phone and anchor addresses are allowed',
    text: '# Title\n[a](https://x.com/?a=1&b=2) [b](/de/fleet) [c](tel:+4989) [d](#top) [e](//cdn.example.com/x) [f](fleet)',
    errors: [],
  },
  {
    name: 'a link without an address',
    text: '# Title\n[a]() [b](_)',
    errors: ['2:1 link-url-missing', '2:7 link-url-missing'],
  },
  {
    name: 'a link without text',
    text: '# Title\n[](/x) [ ](/y) [_cta:](/z)',
    errors: ['2:1 link-text-empty', '2:8 link-text-empty', '2:16 cta-not-alone', '2:16 link-text-empty'],
  },
  {
    name: 'a call-to-action inside a sentence',
    text: '# Title\nPlease [_cta:Book](/book) now.',
    errors: ['2:8 cta-not-alone'],
  },
  {
    name: 'an invalid action name',
    text: '# Title\n[Go](action:open chat) [Go](action:) [Go](action:open-chat)',
    tree: '(p1 "Title" (text "[Go](action:open chat) " (action "" "Go") " " (action "open-chat" "Go")))',
    errors: ['2:24 action-invalid'],
  },

  // All errors of a text are reported, not just the first.
  {
    name: 'every error of a text is reported',
    text: 'Intro <b>\n# Title\n## Empty\n### Deep\n{{season:never}}\ntext {{foo}} [x](javascript:y)[^1]',
    errors: [
      '1:1 missing-leading-heading',
      '1:7 html-not-allowed',
      '2:1 heading-without-text',
      '3:1 heading-without-text',
      '5:10 unknown-season',
      '6:6 unknown-shortcode',
      '6:18 unsafe-url',
      '6:31 footnote-missing',
    ],
  },
];

/** The full en-US message of every error id, from a text that triggers it (spec §8). */
export const messageCases: { id: string; text: string; message: string }[] = [
  {
    id: 'html-not-allowed',
    text: '# T\n<p>x</p>',
    message: 'Your text includes HTML code, which is not allowed. Please remove the HTML code to continue.',
  },
  {
    id: 'missing-leading-heading',
    text: 'Hello',
    message:
      'Your text must start with a heading. Add a first line that starts with # followed by the title.',
  },
  {
    id: 'heading-empty',
    text: '#\nx',
    message: 'This heading has no title. Write the title after the # signs.',
  },
  {
    id: 'heading-too-deep',
    text: '# T\nx\n####### D\nx',
    message: 'A heading can have at most 6 # signs. Remove some # signs.',
  },
  {
    id: 'heading-without-text',
    text: '# Our **offers**',
    message: 'The heading "Our offers" must be followed by text. Add text below it or remove the heading.',
  },
  {
    id: 'unknown-season',
    text: '# T\n{{season:fall}}\nx',
    message: 'The season entered is not recognized. Valid seasons are: winter, spring, summer, autumn.',
  },
  {
    id: 'season-misplaced',
    text: '# T\nx {{season:winter}}',
    message: 'A season restriction such as {{season:winter}} must stand on its own line below a heading.',
  },
  {
    id: 'unknown-shortcode',
    text: '# T\n{{price}}',
    message:
      'The shortcode {{price}} is not recognized. You can use {{year}}, {{branchName}}, {{cityName}}, {{video:ID}} and {{season:NAME}}.',
  },
  {
    id: 'video-id-invalid',
    text: '# T\n{{video:a_1}}',
    message: 'The video id "a_1" is not valid. Use only letters and digits, for example {{video:a1B2c3}}.',
  },
  {
    id: 'footnote-number-invalid',
    text: '# T\nx[^a]',
    message: 'Footnote numbers must be whole numbers from 1 to 99, but "a" was found.',
  },
  {
    id: 'footnote-missing',
    text: '# T\nx[^1]',
    message:
      'Footnote 1 is referenced here but never written. Add a line "[^1]: " followed by the footnote text.',
  },
  {
    id: 'footnote-unreferenced',
    text: '# T\nx\n[^1]: n',
    message: 'Footnote 1 is not referenced in the text. Add [^1] where it applies, or remove the footnote.',
  },
  {
    id: 'footnote-out-of-sequence',
    text: '# T\nx[^2][^1]\n[^1]: a\n[^2]: b',
    message: 'Footnote references must appear in order: [^1] should come next, but [^2] was found.',
  },
  {
    id: 'footnote-gap',
    text: '# T\nx[^1][^3]\n[^1]: a\n[^3]: c',
    message:
      'Footnotes must be numbered 1, 2, 3 and so on without gaps: footnote 2 should come next, but footnote 3 was found.',
  },
  {
    id: 'footnote-duplicate',
    text: '# T\nx[^1]\n[^1]: a\n[^1]: b',
    message: 'Footnote 1 is written more than once. Keep one and remove the others.',
  },
  {
    id: 'footnote-empty',
    text: '# T\nx[^1]\n[^1]:',
    message: 'Footnote 1 has no text. Write the footnote text after the colon.',
  },
  {
    id: 'footnotes-not-grouped',
    text: '# T\nx[^1][^2]\n[^1]: a\n# U\ny\n[^2]: b',
    message:
      'All footnotes must be together in one section. Move this footnote to the section with the other footnotes.',
  },
  {
    id: 'link-url-missing',
    text: '# T\n[a]()',
    message: 'This link has no address. Add the address between the round brackets.',
  },
  {
    id: 'unsafe-url',
    text: '# T\n[a](data:x)',
    message:
      'This link address is not allowed. Use a web address (https://…), a page path (/…), an e-mail (mailto:…) or phone (tel:…) link, or an app link (sixt://…).',
  },
  {
    id: 'link-text-empty',
    text: '# T\n[](/a)',
    message: 'This link has no text. Write the link text between the square brackets.',
  },
  {
    id: 'cta-not-alone',
    text: '# T\nx [_cta:Go](/go)',
    message:
      'A call-to-action button must stand on its own line. Put the [_cta:…](…) link on a separate line.',
  },
  {
    id: 'action-invalid',
    text: '# T\n[Go](action:open.chat)',
    message:
      'The action "open.chat" is not valid. Action names use only letters, digits and hyphens, for example action:open-chat.',
  },
];
