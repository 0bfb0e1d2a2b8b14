import styled from 'styled-components';
import { media } from '@storefront/ui';

/** A payment page's two columns from lg up: the form, and its summary aside `$aside` pixels wide (stacked below lg). */
export const PaymentLayout = styled.div<{ $aside: number }>`
  display: grid;
  gap: 24px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) ${(props) => props.$aside}px;
  }
`;
