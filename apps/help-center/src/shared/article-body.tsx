// An article's body: paragraph, heading and list blocks from the API, rendered as text nodes only, so
// nothing in an article can inject markup (issue 9 "rendered safely").
import type { Block } from './help-api.ts';

export function ArticleBody({ blocks, headingLevel = 3 }: { blocks: Block[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="hc-article__body">
      {blocks.map((block, index) => {
        const key = `${index}-${block.type}`;
        switch (block.type) {
          case 'heading':
            return <Heading key={key}>{block.text}</Heading>;
          case 'list':
            return (
              <ul key={key}>
                {block.items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items are static text in order.
                  <li key={`${i}-${item}`}>{item}</li>
                ))}
              </ul>
            );
          default:
            return <p key={key}>{block.text}</p>;
        }
      })}
    </div>
  );
}
