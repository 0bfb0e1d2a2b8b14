import styled from 'styled-components';
import { useTranslation } from '@storefront/platform';
import { media, smallFontSize } from '@storefront/ui';
import { CHECKOUT_NS } from '../../i18n/register';

const Steps = styled.ol`
  display: flex;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    flex: 1 1 0;
    min-width: 0;
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    font-size: 14px;
  }
  li::before {
    counter-increment: step;
    content: counter(step);
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.bg};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
  }
  ${media.belowSm} {
    gap: 6px;
    li {
      padding: 8px;
      ${smallFontSize(13)}
    }
    /* Other steps show their number only; the name stays for screen readers (font-size 0, not display: none). */
    li:not([aria-current='step']) {
      flex: none;
      gap: 0;
      font-size: 0;
    }
    li::before {
      ${smallFontSize(13)}
    }
  }
  li[aria-current='step']::before {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;

const STEPS = ['basket', 'billing', 'payment'] as const;

/** Spec §2: step 1 basket, step 2 billing information, step 3 payment (on phones only the current step is named on screen). */
export function StepIndicator({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <nav aria-label={t('steps.label')}>
      <Steps>
        {STEPS.map((step) => (
          <li key={step} aria-current={step === current ? 'step' : undefined}>
            {t(`steps.${step}`)}
          </li>
        ))}
      </Steps>
    </nav>
  );
}
