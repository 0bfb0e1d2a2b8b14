import type { ReactNode } from 'react';
import type { PaymentFailure, TransferInstructions } from '@storefront/contracts';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Container, ErrorState, StatusPage } from '@storefront/ui';
import { useErrorText, useFailureText } from '../../shared/error-text';
import { OutcomeLoading } from './OutcomeLoading';
import { PendingOutcome } from './PendingOutcome';
import type { ReturnedSession } from './use-returned-session';
import { CHECKOUT_NS } from '../../i18n/register';

/** A link button of an outcome page. */
export interface OutcomeLink {
  to: string;
  label: string;
}

/**
 * What an outcome page shows of what was paid (an order, a top-up, a bulk payment of invoices): paid (its own
 * title, text and first action; 'Continue shopping' is always beside it), pending (a transfer under review, with
 * the amount due and the instructions), or not paid (why the session failed, and the way back).
 */
export type OutcomeShown =
  | { kind: 'paid'; title: string; description: string; action?: OutcomeLink; details?: ReactNode }
  | { kind: 'pending'; description: string; amount: string; instructions: TransferInstructions | null | undefined }
  | { kind: 'open'; failure: PaymentFailure | null | undefined; back: OutcomeLink };

/** The outcome read from the api (a generated query's result): shown once the returned session is ready. */
export interface OutcomeRead<T> {
  currentData?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The one outcome page of a payment: checking (the returned session is read and captured, then the outcome),
 * could not load (with a retry of what failed), or the outcome as `show` words it.
 */
export function PaymentOutcome<T>({ returned, read, show }: { returned: ReturnedSession; read: OutcomeRead<T>; show: (data: T) => OutcomeShown }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const errorText = useErrorText();
  const failureText = useFailureText();
  const data = read.currentData;
  const error = returned.error ?? (read.isError ? read.error : null);
  if (data === undefined && !error) return <OutcomeLoading />;
  if (data === undefined) {
    return (
      <Container style={{ paddingTop: 48, paddingBottom: 48 }}>
        <ErrorState
          title={t('outcome.loadFailed')}
          description={error ? errorText(error) : undefined}
          retryLabel={t('errors.retry')}
          onRetry={() => (returned.error ? returned.retry() : void read.refetch())}
        />
      </Container>
    );
  }
  const shown = show(data);
  if (shown.kind === 'pending') return <PendingOutcome description={shown.description} amount={shown.amount} instructions={shown.instructions} />;
  if (shown.kind === 'open') {
    return (
      <Container>
        <StatusPage
          kind="error"
          title={t('outcome.openTitle')}
          description={shown.failure ? failureText(shown.failure) : t('outcome.openDescription')}
          actions={
            <Button as={LocaleLink} to={shown.back.to}>
              {shown.back.label}
            </Button>
          }
        />
      </Container>
    );
  }
  return (
    <Container>
      <StatusPage
        kind="success"
        title={shown.title}
        description={shown.description}
        actions={
          <>
            {shown.action && (
              <Button as={LocaleLink} to={shown.action.to}>
                {shown.action.label}
              </Button>
            )}
            <Button as={LocaleLink} to="/" variant="secondary">
              {t('outcome.continueShopping')}
            </Button>
          </>
        }
      >
        {shown.details}
      </StatusPage>
    </Container>
  );
}

/** A page to go back to (its path has a query already), with the returned session's id kept. */
export function withSession(path: string, sessionId: string | null): string {
  return sessionId ? `${path}&sessionId=${encodeURIComponent(sessionId)}` : path;
}
