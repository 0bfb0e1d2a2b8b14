import { useState, type FormEvent } from 'react';
import { DOMAIN_MESSAGES, formatUsd, type TransferCheck } from '@storefront/contracts';
import { LocaleLink, bus, translateMessage, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Button, Price, Stack, Text, TextField } from '@storefront/ui';
import { requestSignIn } from '../../../shared/sign-in';
import { validateTransferDomain } from '../transfer-steps';
import { DOMAINS_NS } from '../../../i18n/register';

/** Step 1 for a visitor: the 'Sign In' prompt (spec §6); the shell's dialog opens and brings them back here. */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation(DOMAINS_NS);
  return (
    <Stack gap={14}>
      <Text>{t('transfer.signIn.text')}</Text>
      <Stack direction="row" gap={10} wrap>
        <Button onClick={() => requestSignIn('domain-transfer', returnTo)}>{t('transfer.signIn.button')}</Button>
        <Button variant="secondary" onClick={() => bus.publish('auth/loginRequested', { reason: 'domain-transfer', returnTo, mode: 'signUp' })}>
          {t('transfer.signIn.signUp')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Step 3: the domain to bring over, checked with the §5 rules before the api is asked. */
export function DomainForm({ initial, onSubmit }: { initial: string; onSubmit: (domain: string) => void }) {
  const { t } = useTranslation(DOMAINS_NS);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateTransferDomain(value);
    if (!result.ok) {
      setError(translateMessage(t, result.message));
      return;
    }
    setError(null);
    onSubmit(result.domain);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('transfer.domainForm')}>
      <Stack gap={12}>
        <TextField
          label={t('transfer.domainLabel')}
          hint={t('transfer.domainHint')}
          placeholder="example.com"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
        />
        <div>
          <Button type="submit">{t('transfer.check')}</Button>
        </div>
      </Stack>
    </form>
  );
}

/** Step 4's answer: ready with the price, or what blocks the transfer, in plain words. */
export function Readiness({ check, onAnother, onRecheck, rechecking }: { check: TransferCheck; onAnother: () => void; onRecheck: () => void; rechecking: boolean }) {
  const { t } = useTranslation(DOMAINS_NS);
  const { locale } = useLocale();
  if (check.transferable) {
    return (
      <Alert tone="success" title={t('transfer.ready', { domain: check.domain })}>
        <Stack gap={4}>
          <span>{t('transfer.readyText')}</span>
          <Stack direction="row" gap={8} align="baseline" wrap>
            <span>{t('transfer.price')}</span>
            <Price cents={check.price} locale={locale} size="sm" />
          </Stack>
        </Stack>
      </Alert>
    );
  }
  const blocker = check.blocker ?? 'locked';
  return (
    <Stack gap={12}>
      <Alert tone="warning" title={t('transfer.blocked', { domain: check.domain })}>
        {t(`transfer.blockers.${blocker}`, { domain: check.domain, price: formatUsd(check.price, locale) })}
      </Alert>
      <Stack direction="row" gap={10} wrap>
        {blocker === 'notRegistered' && (
          <Button as={LocaleLink} to={`/domain/search?domain=${encodeURIComponent(check.domain)}`}>
            {t('transfer.registerInstead', { domain: check.domain })}
          </Button>
        )}
        {blocker === 'alreadyWithUs' && (
          <Button as={LocaleLink} to="/account/domains">
            {t('transfer.myDomains')}
          </Button>
        )}
        {(blocker === 'locked' || blocker === 'recentlyRegistered' || blocker === 'pendingTransfer') && (
          <Button variant="secondary" onClick={onRecheck} loading={rechecking}>
            {t('transfer.recheck')}
          </Button>
        )}
        <Button variant="ghost" onClick={onAnother}>
          {t('transfer.another')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Step 5: the auth/EPP code from the current registrar; a wrong code shows the api's message. */
export function CodeForm({ onVerify, busy, error }: { onVerify: (code: string) => void; busy: boolean; error: string | null }) {
  const { t } = useTranslation(DOMAINS_NS);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onVerify(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('transfer.codeForm')}>
      <Stack gap={12}>
        <TextField
          label={t('transfer.codeLabel')}
          hint={t('transfer.codeHint')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={missing ? translateMessage(t, DOMAIN_MESSAGES.authCodeRequired) : (error ?? undefined)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
          required
        />
        <div>
          <Button type="submit" loading={busy}>
            {t('transfer.verify')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
