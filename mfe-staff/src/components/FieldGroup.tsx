import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@storefront/platform';
import { Button, Stack } from '@storefront/ui';

const Frame = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  margin: 0;
  padding: 12px 16px 16px;
  min-width: 0;
  legend {
    padding: 0 4px;
    font-weight: 600;
  }
`;

/**
 * One item of a list edited in a form (a prize, a tier): its fields in a frame named by its legend, and a button
 * that takes it out of the list when `onRemove` is given (`removeLabel` its accessible name, e.g. "Remove prize 2").
 */
export function FieldGroup({ legend, removeLabel, onRemove, children }: { legend: string; removeLabel?: string; onRemove?: () => void; children: ReactNode }) {
  const { t } = useTranslation('staff');
  return (
    <Frame aria-label={legend}>
      <legend>{legend}</legend>
      <Stack gap={12}>
        {children}
        {onRemove && (
          <div>
            <Button size="sm" variant="ghost" onClick={onRemove} aria-label={removeLabel}>
              {t('programmes.remove')}
            </Button>
          </div>
        )}
      </Stack>
    </Frame>
  );
}
