import type { ElementType } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../theme/media';
import { resolveTheme } from '../theme/tokens';
import type { PolymorphicProps } from '../polymorphic';

export type SectionTone = 'plain' | 'surface' | 'brand' | 'soft';
export type SectionSpacing = 'sm' | 'md' | 'lg';

const PADDING: Record<SectionSpacing, [string, string]> = {
  sm: ['24px', '32px'],
  md: ['40px', '64px'],
  lg: ['56px', '96px'],
};

const Root = styled.section<{ $tone: SectionTone; $spacing: SectionSpacing }>`
  padding-block: ${({ $spacing }) => PADDING[$spacing][0]};
  ${media.md} {
    padding-block: ${({ $spacing }) => PADDING[$spacing][1]};
  }
  ${({ $tone, theme }) => {
    const { colors, seasonal } = resolveTheme(theme);
    switch ($tone) {
      case 'surface':
        return css`
          background: ${colors.surface};
        `;
      case 'soft':
        return css`
          background: ${colors.brandSoft};
        `;
      case 'brand':
        return css`
          background: ${seasonal.heroGradient};
          color: ${colors.onBrand};
        `;
      default:
        return '';
    }
  }}
`;

export type SectionProps<C extends ElementType = 'section'> = PolymorphicProps<
  C,
  {
    /** Background: `plain` (page bg, default), `surface` (white), `soft` (brand tint), `brand` (seasonal gradient). */
    tone?: SectionTone;
    /** Vertical rhythm: sm, md (default), lg. */
    spacing?: SectionSpacing;
  }
>;

/** A page band with responsive vertical padding; put a Container inside. */
export function Section<C extends ElementType = 'section'>({ tone = 'plain', spacing = 'md', ...rest }: SectionProps<C>) {
  return <Root $tone={tone} $spacing={spacing} {...(rest as object)} />;
}
