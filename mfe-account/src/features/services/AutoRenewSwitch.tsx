import { useState } from 'react';
import styled from 'styled-components';
import type { OwnedService } from '@storefront/contracts';
import { translateError, useTranslation } from '@storefront/platform';
import { Text } from '@storefront/ui';
import { apiErrorOf } from './service-status';
import { useSetServiceAutoRenewMutation } from '../../shared/services-api';
import { ACCOUNT_NS } from '../../i18n/register';

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  width: 44px;
  height: 26px;
  flex: none;
  border: 0;
  border-radius: 13px;
  padding: 0;
  cursor: pointer;
  background: ${({ $on, theme }) => ($on ? theme.colors.brand : theme.colors.border)};
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '21px' : '3px')};
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #fff;
    transition: left 0.15s;
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;

/** The auto-renew switch of one service (PATCH …/auto-renew); off means cancelled at renewal. */
export function AutoRenewSwitch({ service }: { service: OwnedService }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [setAutoRenew, { isLoading }] = useSetServiceAutoRenewMutation();
  const [error, setError] = useState<string | null>(null);
  const ended = service.status === 'cancelled';
  const toggle = async () => {
    setError(null);
    const result = await setAutoRenew({ params: { id: service.id }, body: { autoRenew: !service.autoRenew } });
    if ('error' in result) {
      const failure = apiErrorOf(result.error);
      setError(failure ? translateError(t, failure) : t('services.saveFailed'));
    }
  };
  return (
    <div>
      <Line>
        <Track
          type="button"
          role="switch"
          aria-checked={service.autoRenew}
          aria-label={t('services.autoRenewLabel', { name: service.name })}
          $on={service.autoRenew}
          disabled={isLoading || ended}
          onClick={() => void toggle()}
        />
        <Text variant="small">{service.autoRenew ? t('services.autoRenewOn') : t('services.autoRenewOff')}</Text>
      </Line>
      {error && (
        <Text variant="small" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
