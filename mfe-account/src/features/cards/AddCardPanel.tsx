import { useState, type FormEvent } from 'react';
import { CARD_TERMS_MESSAGE, formatUsd, CARD_VERIFICATION_CHARGE } from '@storefront/contracts';
import { LocaleLink, toAuthFailure, translateError, translateMessage, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Checkbox, Heading, Stack, Text } from '@storefront/ui';
import { useStartCardSetupMutation } from '../../shared/cards-api';
import { ACCOUNT_NS } from '../../i18n/register';

/**
 * Adding a card: the terms must be accepted ('You must accept terms & conditions in order to add cards'), then
 * the customer goes to the provider's hosted page (card form and 3-D Secure) and comes back to this page.
 */
export function AddCardPanel() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const [startSetup] = useStartCardSetupMutation();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!accepted) {
      setTermsError(translateMessage(t, CARD_TERMS_MESSAGE));
      document.getElementById('card-terms')?.focus();
      return;
    }
    setBusy(true);
    try {
      const setup = await startSetup({ query: { acceptTerms: 'true' } }).unwrap();
      window.location.assign(setup.url);
    } catch (failure) {
      setMessage(translateError(t, toAuthFailure(failure)));
      setBusy(false);
    }
  };

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('cards.add.title')}>
        <Stack gap={16}>
          <Heading level={2} size="card">
            {t('cards.add.title')}
          </Heading>
          <Text variant="muted">{t('cards.add.description', { amount: formatUsd(CARD_VERIFICATION_CHARGE, locale) })}</Text>
          {message && <Alert tone="danger">{message}</Alert>}
          <Checkbox
            id="card-terms"
            name="acceptTerms"
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
              setTermsError(undefined);
            }}
            error={termsError}
            label={
              <>
                {t('cards.add.terms')}{' '}
                <LocaleLink to="/term-and-conditions" target="_blank" rel="noopener">
                  {t('cards.add.termsLink')}
                </LocaleLink>
              </>
            }
          />
          <div>
            <Button type="submit" loading={busy}>
              {t('cards.add.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
