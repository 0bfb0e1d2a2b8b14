import styled from 'styled-components';
import type { BlogTag, BlogTagKey } from '@storefront/contracts';
import { Icon, type IconName } from '@storefront/ui';

/** The drawing of a post's cover, by its first topic. */
const TOPIC_ICONS: Record<BlogTagKey, IconName> = {
  domains: 'globe',
  hosting: 'server',
  ssl: 'lock',
  security: 'shield',
  wordpress: 'edit',
  business: 'home',
  migration: 'cloud',
};

const Figure = styled.div<{ $size: 'card' | 'hero' }>`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: ${({ $size }) => ($size === 'hero' ? '21 / 8' : '16 / 7')};
  border-radius: ${({ theme, $size }) => ($size === 'hero' ? theme.radii.lg : `${theme.radii.lg} ${theme.radii.lg} 0 0`)};
  background:
    radial-gradient(circle at 20% 20%, ${({ theme }) => theme.colors.surface} 0, transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.brandSoft}, ${({ theme }) => theme.colors.surfaceAlt});
  color: ${({ theme }) => theme.colors.brand};
  overflow: hidden;
`;

/**
 * A post's cover: a drawing of its topic, with the post's own text alternative (the api's `coverAlt`). Its
 * size is fixed by its aspect ratio, so nothing moves when it appears.
 */
export function BlogCover({ tags, alt, size = 'card' }: { tags: readonly BlogTag[]; alt: string; size?: 'card' | 'hero' }) {
  const icon = TOPIC_ICONS[tags[0]?.key ?? 'domains'];
  return (
    <Figure role="img" aria-label={alt} $size={size}>
      <Icon name={icon} size={size === 'hero' ? 72 : 48} />
    </Figure>
  );
}
