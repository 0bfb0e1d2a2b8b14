import styled from 'styled-components';
import { Icon, type IconName } from '@storefront/ui';

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** A list of the api's words about a certificate (specs, requirements, paperwork, disclaimers), each with an icon. */
export function SslTextList({ items, icon, label }: { items: readonly string[]; icon: IconName; label?: string }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={16} />
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}
