import styled from 'styled-components';
import { Card, Icon, media, useMediaQuery } from '@storefront/ui';
import { useTranslation } from '@storefront/platform';

const Links = styled.ol`
  display: grid;
  gap: 2px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandDark};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Sticky = styled.div`
  ${media.lg} {
    position: sticky;
    top: 96px;
  }
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  svg {
    transition: transform 0.2s ease;
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: 2px;
  }
`;

export interface OnThisPageItem {
  id: string;
  label: string;
}

/** The table of contents of a long page: open beside the text on desktop, a collapsed disclosure on phones. */
export function OnThisPage({ items }: { items: OnThisPageItem[] }) {
  const { t } = useTranslation('static');
  const desktop = useMediaQuery(media.lg);
  return (
    <Sticky>
      <Card as="nav" aria-labelledby="on-this-page" variant="outline" padding="sm">
        {/* Remounted when the breakpoint changes so that its default open state follows it. */}
        <details key={desktop ? 'desktop' : 'phone'} open={desktop}>
          <Summary id="on-this-page">
            {t('common.onThisPage')}
            <Icon name="chevronDown" size={16} />
          </Summary>
          <Links>
            {items.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.label}</a>
              </li>
            ))}
          </Links>
        </details>
      </Card>
    </Sticky>
  );
}
