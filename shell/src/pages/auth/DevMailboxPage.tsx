import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type devEndpoints, emailProblem, formatDate, type ResponseOf } from '@storefront/contracts';
import { toAuthFailure, translateMessage, useLocale, useSearchParams, useTranslation } from '@storefront/platform';
import { Alert, Button, Card, Container, EmptyState, PageHeader, Stack, Text, TextField } from '@storefront/ui';
import { registerAuthTexts } from '../../i18n/register-auth';
import { useLazyListMailboxQuery } from './dev-api';

registerAuthTexts();

type Message = ResponseOf<typeof devEndpoints.listMailbox>[number];

const Body = styled.pre`
  margin: 0;
  white-space: pre-wrap;
  word-break: break-word;
  font: inherit;
  font-size: 14px;
`;

/** Links in a message's text become clickable (reset and two-factor-off links). */
function withLinks(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, index) => (/^https?:\/\//.test(part) ? <a key={index} href={part}>{part}</a> : part));
}

/** /dev/mailbox: in development, the emails the storefront "sent" to an address (devEndpoints.listMailbox). */
export function DevMailboxPage() {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const [email, setEmail] = useState(params.get('to') ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'ready'; messages: Message[] } | { kind: 'off' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [listMailbox] = useLazyListMailboxQuery();

  const load = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem ? translateMessage(t, problem) : undefined);
    if (problem) return;
    setParams({ to: email.trim() }, { replace: true });
    setBusy(true);
    try {
      setState({ kind: 'ready', messages: await listMailbox({ query: { to: email.trim() } }).unwrap() });
    } catch (failure) {
      const problem = toAuthFailure(failure);
      setState(problem.code === 'NOT_FOUND' ? { kind: 'off' } : { kind: 'failed', message: translateMessage(t, problem.message) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('mailbox.title')} subtitle={t('mailbox.subtitle')} />
      <Stack gap={24} style={{ maxWidth: 760 }}>
        <form onSubmit={(event) => void load(event)} noValidate>
          <Stack direction="row" gap={12} align="end" wrap>
            <div style={{ flex: '1 1 260px' }}>
              <TextField label={t('mailbox.email')} type="email" name="to" value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
            </div>
            <Button type="submit" loading={busy}>
              {t('mailbox.show')}
            </Button>
          </Stack>
        </form>
        {state.kind === 'off' && <Alert tone="info">{t('mailbox.off')}</Alert>}
        {state.kind === 'failed' && <Alert tone="danger">{state.message}</Alert>}
        {state.kind === 'ready' && state.messages.length === 0 && <EmptyState icon="mail" title={t('mailbox.empty')} />}
        {state.kind === 'ready' &&
          state.messages.map((message) => (
            <Card key={message.id} as="article" aria-label={message.subject}>
              <Stack gap={8}>
                <Text weight="semibold">{message.subject}</Text>
                <Text variant="muted">{formatDate(message.createdAt, locale, true)}</Text>
                <Body>{withLinks(message.text)}</Body>
              </Stack>
            </Card>
          ))}
      </Stack>
    </Container>
  );
}
