import styled from 'styled-components';

/** A brand-tinted square holding an icon, beside a card's or a section's title (44 px, or `$size`). */
export const IconTile = styled.span<{ $size?: number }>`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: ${({ $size = 44 }) => $size}px;
  height: ${({ $size = 44 }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;
