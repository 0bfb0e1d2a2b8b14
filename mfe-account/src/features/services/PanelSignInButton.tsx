import { useState } from 'react';
import { isHostingService, type OwnedService } from '@storefront/contracts';
import { translateError, useTranslation } from '@storefront/platform';
import { Button, Stack, Text } from '@storefront/ui';
import { apiErrorOf } from './service-status';
import { useSignInToPanelMutation } from '../../shared/services-api';
import { ACCOUNT_NS } from '../../i18n/register';

/**
 * "Sign in to the control panel": for an active hosting account, a one-click sign-in (POST …/panel-sign-in: cPanel's
 * short-lived session address), opened in this tab at once — the address is good for one use and is never kept.
 */
export function PanelSignInButton({ service, navigate = (url) => window.location.assign(url) }: { service: OwnedService; navigate?: (url: string) => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [signIn, signingIn] = useSignInToPanelMutation();
  const [error, setError] = useState<string | null>(null);
  if (!isHostingService(service.kind) || service.status !== 'active' || !service.controlPanelUrl) return null;

  const open = async () => {
    setError(null);
    try {
      const { url } = await signIn({ params: { id: service.id } }).unwrap();
      navigate(url);
    } catch (failure) {
      const apiError = apiErrorOf(failure);
      setError(apiError ? translateError(t, apiError) : t('services.panelSignInFailed'));
    }
  };

  return (
    <Stack gap={4}>
      <div>
        <Button size="sm" onClick={() => void open()} loading={signingIn.isLoading}>
          {t('services.panelSignIn')}
        </Button>
      </div>
      {error && (
        <Text variant="small" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
