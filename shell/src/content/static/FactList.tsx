import styled from 'styled-components';
import { Grid } from '@storefront/ui';

const Fact = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 6px;
  padding: 16px 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.brand};
    font-size: clamp(1.5rem, 1.3rem + 0.8vw, 2rem);
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.2;
  }
`;

export interface FactItem {
  key: string;
  value: string;
  label: string;
}

/** Key figures as a description list (label, then value for screen readers; value shown first). */
export function FactList({ label, items }: { label: string; items: FactItem[] }) {
  return (
    <Grid as="dl" aria-label={label} min={150} gap={16} fit style={{ margin: 0 }}>
      {items.map((item) => (
        <Fact key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Fact>
      ))}
    </Grid>
  );
}
