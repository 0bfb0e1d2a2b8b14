import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { toAuthFailure, translateError, useSearchParams, useTranslation } from '@storefront/platform';
import { Alert, Button, Container, EmptyState, ErrorState, Modal, PageHeader, Skeleton, Stack, Text } from '@storefront/ui';
import { AddCardPanel } from '../features/cards/AddCardPanel';
import { CardRow } from '../features/cards/CardRow';
import { SetupOutcome } from '../features/cards/SetupOutcome';
import { useDeleteCardMutation, useListCardsQuery, useSetDefaultCardMutation } from '../shared/cards-api';
import { ACCOUNT_NS } from '../i18n/register';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /account/cards: saved cards (default first) with their history, add one through 3-D Secure, default, remove. */
export function CardsPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const [params, setParams] = useSearchParams();
  const setupId = params.get('setupId');
  const cards = useListCardsQuery();
  const [setDefault] = useSetDefaultCardMutation();
  const [deleteCard] = useDeleteCardMutation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setMessage(null);
    try {
      await call();
    } catch (failure) {
      setMessage(translateError(t, toAuthFailure(failure)));
    } finally {
      setBusy(false);
    }
  };

  const { refetch } = cards;
  const settled = useCallback(() => void refetch(), [refetch]);

  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('cards.title')} subtitle={t('cards.subtitle')} />
      <Stack gap={24} style={{ maxWidth: 720 }}>
        {setupId && /^[0-9a-f-]{36}$/i.test(setupId) && <SetupOutcome setupId={setupId} onSettled={settled} />}
        {message && <Alert tone="danger">{message}</Alert>}
        {cards.isLoading && (
          <Stack gap={12} aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={96} />
            <Skeleton height={96} />
          </Stack>
        )}
        {cards.isError && <ErrorState title={t('cards.loadFailed')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void cards.refetch()} />}
        {cards.data && cards.data.length === 0 && <EmptyState icon="card" title={t('cards.empty')} description={t('cards.emptyDescription')} compact />}
        {cards.data && cards.data.length > 0 && (
          <List aria-label={t('cards.listLabel')}>
            {cards.data.map((card) => (
              <CardRow
                key={card.id}
                card={card}
                busy={busy}
                onMakeDefault={() => void run(() => setDefault({ params: { id: card.id } }).unwrap())}
                onRemove={() => setRemoving({ id: card.id, name: t('cards.cardName', { brand: card.brand, last4: card.last4 }) })}
              />
            ))}
          </List>
        )}
        <AddCardPanel />
      </Stack>
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('cards.removeTitle')}
        closeLabel={t('cards.cancel')}
        footer={
          <Stack direction="row" gap={8} justify="end">
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('cards.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={busy}
              onClick={() => {
                const target = removing;
                setRemoving(null);
                if (target) void run(() => deleteCard({ params: { id: target.id } }).unwrap());
                if (setupId) setParams({}, { replace: true });
              }}
            >
              {t('cards.remove')}
            </Button>
          </Stack>
        }
      >
        <Text>{t('cards.removeQuestion', { name: removing?.name ?? '' })}</Text>
      </Modal>
    </Container>
  );
}
