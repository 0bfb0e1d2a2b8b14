import styled from 'styled-components';
import type { BlogBlock } from '@storefront/contracts';
import { Heading } from '@storefront/ui';

const Article = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 72ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  h2,
  h3 {
    margin-top: 16px;
  }
  ul,
  ol {
    display: grid;
    gap: 8px;
    margin: 0;
    padding-inline-start: 1.5em;
  }
  li::marker {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * A post's body from its blocks: headings, paragraphs and lists, rendered with the page's own elements. The
 * text is text — nothing from the database is parsed as HTML.
 */
export function BlogBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  return (
    <Article>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <Heading key={index} level={block.level} as={`h${block.level}`}>
                {block.text}
              </Heading>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </List>
            );
          }
        }
      })}
    </Article>
  );
}
