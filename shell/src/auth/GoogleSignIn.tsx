import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { identityEndpoints } from '@storefront/contracts';
import { callEndpoint, googleSignIn, translateError, useAppDispatch, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Divider, Stack, Text } from '@storefront/ui';
import { loadGoogleIdentity } from './google-identity';
import { registerAuthTexts } from '../i18n/register-auth';

registerAuthTexts();

const ButtonSlot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 44px;
`;

/**
 * "Continue with Google", offered when the server has a Google client id (createOauthNonce: a nonce is stored). Google's
 * ID token comes back to googleSignIn with our single-use nonce, where it is verified.
 */
export function GoogleSignIn() {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const dispatch = useAppDispatch();
  const slot = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const { clientId, nonce } = await callEndpoint(identityEndpoints.createOauthNonce);
      if (!clientId || !nonce || !live) return;
      const google = await loadGoogleIdentity();
      if (!live || !slot.current) return;
      setAvailable(true);
      google.accounts.id.initialize({
        client_id: clientId,
        nonce,
        callback: ({ credential }) => {
          void dispatch(googleSignIn({ credential })).then((result) => {
            if (googleSignIn.rejected.match(result)) setError(result.payload ? translateError(t, result.payload) : t('login.failed'));
          });
        },
      });
      google.accounts.id.renderButton(slot.current, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width: 320, locale });
    })().catch(() => live && setAvailable(false));
    return () => {
      live = false;
    };
  }, [dispatch, locale, t]);

  return (
    <Stack gap={12} style={available ? undefined : { display: 'none' }}>
      <Stack direction="row" gap={12} align="center">
        <Divider style={{ flex: 1 }} />
        <Text variant="muted" style={{ whiteSpace: 'nowrap' }}>{t('login.or')}</Text>
        <Divider style={{ flex: 1 }} />
      </Stack>
      {error && <Alert tone="danger">{error}</Alert>}
      <ButtonSlot ref={slot} data-testid="google-sign-in" />
    </Stack>
  );
}
