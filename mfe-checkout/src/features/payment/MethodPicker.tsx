import type { ReactNode } from 'react';
import { PAYWAY_OPTIONS, PAYWAY_QR_MINUTES, type PaymentMethod, type PaywayOption } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { RadioCardGroup, SegmentedControl, Text } from '@storefront/ui';
import { CHECKOUT_NS } from '../../i18n/register';

export interface MethodChoice {
  method: PaymentMethod;
  disabled?: boolean;
  /** Replaces the method's own hint, e.g. the balance or why it cannot be used. */
  description?: ReactNode;
  aside?: ReactNode;
}

/**
 * The payment method choice (spec §1): balance, promo credit, card, wallet, bank card / QR (with its option:
 * the bank app's QR or a card), bank transfer, wire transfer — whichever the page offers.
 */
export interface MethodPickerProps {
  choices: MethodChoice[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  paywayOption: PaywayOption;
  onPaywayOption: (option: PaywayOption) => void;
  error?: string;
  disabled?: boolean;
  /** Under the card method: which card pays (a saved one or a new one). */
  cardDetails?: ReactNode;
}

export function MethodPicker({ choices, value, onChange, paywayOption, onPaywayOption, error, disabled, cardDetails }: MethodPickerProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <RadioCardGroup
      legend={t('methods.legend')}
      name="payment-method"
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      options={choices.map((choice) => ({
        value: choice.method,
        label: t(`methods.${choice.method}`),
        description: choice.description ?? t(`methodHints.${choice.method}`, { minutes: PAYWAY_QR_MINUTES }),
        aside: choice.aside,
        disabled: choice.disabled,
        details:
          choice.method === 'bankCard' ? (
            <>
              <SegmentedControl
                label={t('payway.label')}
                value={paywayOption}
                onChange={onPaywayOption}
                options={PAYWAY_OPTIONS.map((option) => ({ value: option, label: t(`payway.${option}`) }))}
              />
              <Text variant="small" style={{ marginTop: 6 }}>
                {t(`payway.${paywayOption}Hint`, { minutes: PAYWAY_QR_MINUTES })}
              </Text>
            </>
          ) : choice.method === 'card' ? (
            cardDetails
          ) : undefined,
      }))}
    />
  );
}
