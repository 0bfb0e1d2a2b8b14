import type { ReactNode } from 'react';
import { Card, Text } from '@storefront/ui';

/** A record's facts as label and value pairs, in a card: two columns at 1280 px, the label wrapping on a phone. */
export function FactList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <Card>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: '8px 16px', overflowWrap: 'anywhere' }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>
              <Text variant="small" weight="semibold">
                {label}
              </Text>
            </dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
