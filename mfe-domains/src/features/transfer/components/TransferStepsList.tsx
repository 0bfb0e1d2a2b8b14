import styled from 'styled-components';
import { useTranslation } from '@storefront/platform';
import { Icon, VisuallyHidden, media } from '@storefront/ui';
import { TRANSFER_STEPS, stepState, type TransferStep } from '../transfer-steps';
import { DOMAINS_NS } from '../../../i18n/register';

const List = styled.ol`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: grid;
  grid-template-columns: 32px minmax(0, 1fr);
  gap: 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $state, theme }) => ($state === 'current' ? theme.colors.brandSoft : 'transparent')};
  strong {
    display: block;
    color: ${({ $state, theme }) => ($state === 'upcoming' ? theme.colors.muted : theme.colors.text)};
  }
  p {
    margin: 2px 0 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* Phones: the steps stay short (only the current one explained) so the form is close at hand. */
  ${media.belowLg} {
    padding: 6px 10px;
    align-items: center;
    p {
      display: ${({ $state }) => ($state === 'current' ? 'block' : 'none')};
    }
  }
`;

const Marker = styled.span<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-weight: 700;
  font-size: 14px;
  ${({ $state, theme }) =>
    $state === 'done'
      ? `background: ${theme.colors.success}; color: #fff;`
      : $state === 'current'
        ? `background: ${theme.colors.brand}; color: ${theme.colors.onBrand};`
        : `border: 2px solid ${theme.colors.borderStrong}; color: ${theme.colors.muted};`}
`;

/** The six steps of spec §2, the current one marked (aria-current="step"), the ones behind ticked. */
export function TransferStepsList({ current }: { current: TransferStep }) {
  const { t } = useTranslation(DOMAINS_NS);
  return (
    <List aria-label={t('transfer.stepsLabel')}>
      {TRANSFER_STEPS.map((step, index) => {
        const state = stepState(step, current);
        return (
          <Item key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker $state={state} aria-hidden="true">
              {state === 'done' ? <Icon name="check" size={16} /> : index + 1}
            </Marker>
            <div>
              <strong>
                {t(`transfer.steps.${step}.title`)}
                {state === 'done' && <VisuallyHidden> ({t('transfer.stepDone')})</VisuallyHidden>}
              </strong>
              <p>{t(`transfer.steps.${step}.text`)}</p>
            </div>
          </Item>
        );
      })}
    </List>
  );
}
