import styled from 'styled-components';

/**
 * A list whose items stand side by side and wrap onto the next line, 8 px apart, without bullets or the list's
 * own margins: chips (a search's keywords, a post's topics) or pill links. Its items are `<li>`s; name the list
 * (`aria-label` or `aria-labelledby`) where it stands for something.
 */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
