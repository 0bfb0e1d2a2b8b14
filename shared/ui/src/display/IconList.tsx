import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/icon-paths';
import { resolveTheme } from '../theme/tokens';

export type IconListTone = 'success' | 'brand';

const List = styled.ul<{ $tone: IconListTone; $gap: number }>`
  display: grid;
  gap: ${({ $gap }) => $gap}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ $gap }) => $gap}px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme, $tone }) => resolveTheme(theme).colors[$tone]};
  }
`;

export interface IconListProps {
  /** The texts, one list item each (they are also the React keys: a list has no two alike). */
  items: readonly string[];
  icon?: IconName;
  tone?: IconListTone;
  /** The list's accessible name, when the heading above it does not name it. */
  label?: string;
  /** `compact` for the short feature lists of a card. */
  density?: 'compact' | 'comfortable';
}

/** A list of short texts, each after the same icon: a plan's features, a TLD's uses, a certificate's specifications. */
export function IconList({ items, icon = 'check', tone = 'success', label, density = 'comfortable' }: IconListProps) {
  return (
    <List aria-label={label} $tone={tone} $gap={density === 'compact' ? 8 : 10}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={16} />
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}
