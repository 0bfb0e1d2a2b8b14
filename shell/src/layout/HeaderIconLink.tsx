import styled from 'styled-components';
import { LocaleLink } from '@storefront/platform';
import { smallFontSize } from '@storefront/ui';

/** A header control that is an icon link (the cart, the notifications bell): a 44 px target. */
export const HeaderIconLink = styled(LocaleLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.bg};
  }
`;

/** The count on a header icon (items in the cart, unread notifications); the link's name says it for screen readers. */
export const HeaderCount = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  ${smallFontSize(12)}
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
