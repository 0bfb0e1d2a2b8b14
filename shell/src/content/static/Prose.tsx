import styled from 'styled-components';
import { Icon, Stack, Text } from '@storefront/ui';

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 20px 1fr;
  gap: 10px;
  align-items: start;
  svg {
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Paragraphs of running text with a comfortable reading measure. */
export function Paragraphs({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={12} style={{ maxWidth: '72ch' }}>
      {items.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  );
}

/** A bulleted list with check marks. */
export function CheckList({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <List style={{ maxWidth: '72ch' }}>
      {items.map((item) => (
        <Item key={item}>
          <Icon name="check" size={18} />
          <Text as="span">{item}</Text>
        </Item>
      ))}
    </List>
  );
}
