import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStorefront } from '@storefront/testing';
import { ApiError } from '@storefront/platform';
import { SESSION_ID, session } from '../../test/fixtures';
import { goToProvider } from '../../shared/redirect';
import { PaymentAlerts } from './PaymentAlerts';
import { usePaymentFlow, type PaymentStart } from './use-payment-flow';

jest.mock('../../shared/redirect', () => ({ goToProvider: jest.fn() }));

const key = () => ({ key: jest.fn(() => 'k'), settle: jest.fn(), afterFailure: jest.fn() });

/** A pay button over the hook, as the payment step, the top-up form and the bulk payment panel use it. */
function Payer({ start, keys, onDone, onFailure, returned }: { start: () => Promise<PaymentStart>; keys: ReturnType<typeof key>[]; onDone?: () => void; onFailure?: (error: ApiError) => void; returned?: ReturnType<typeof session> }) {
  const flow = usePaymentFlow({ returnedSession: returned ?? null, keys });
  return (
    <div>
      <PaymentAlerts flow={flow} />
      <p>{flow.processing ? 'processing' : 'idle'}</p>
      <button type="button" onClick={() => void flow.pay(start, { onDone, onFailure: onFailure ?? ((error) => flow.setNotice({ tone: 'danger', text: error.message })) })}>
        Pay
      </button>
    </div>
  );
}

const successPath = '/payment/success?orderId=o1';

afterEach(() => jest.mocked(goToProvider).mockClear());

describe('usePaymentFlow', () => {
  it('paid at once: settles the keys, runs onDone and shows the outcome page', async () => {
    const keys = [key(), key()];
    const onDone = jest.fn();
    renderWithStorefront(<Payer start={async () => ({ kind: 'paid', successPath })} keys={keys} onDone={onDone} />, { path: '/checkout', route: '/checkout' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    for (const each of keys) expect(each.settle).toHaveBeenCalled();
  });

  it("a session that needs the customer goes to the provider's page, without onDone", async () => {
    const onDone = jest.fn();
    const started = session({ status: 'requiresAction', redirectUrl: 'https://pay.example/hosted' });
    renderWithStorefront(<Payer start={async () => ({ kind: 'session', session: started, successPath })} keys={[key()]} onDone={onDone} />, { path: '/checkout', route: '/checkout' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(goToProvider).toHaveBeenCalledWith('https://pay.example/hosted');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText('processing')).toBeInTheDocument();
  });

  it('a pending session (a transfer) runs onDone and shows the outcome page', async () => {
    const onDone = jest.fn();
    const started = session({ status: 'pending', redirectUrl: null });
    renderWithStorefront(<Payer start={async () => ({ kind: 'session', session: started, successPath })} keys={[key()]} onDone={onDone} />, { path: '/checkout', route: '/checkout' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('a session that failed at once is shown here, and the form is free again', async () => {
    const started = session({ status: 'failed', redirectUrl: null, failure: { code: 'CARD_DECLINED', message: 'Card declined', declineCode: 'STOLEN_OR_LOST_CARD' } });
    renderWithStorefront(<Payer start={async () => ({ kind: 'session', session: started, successPath })} keys={[key()]} />, { path: '/checkout', route: '/checkout' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('payment-failure')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('payment-failure')).not.toBeInTheDocument();
  });

  it('shows the session the provider sent the customer back with until closed', async () => {
    renderWithStorefront(<Payer start={async () => ({ kind: 'paid', successPath })} keys={[key()]} returned={session({ sessionId: SESSION_ID, status: 'cancelled', redirectUrl: null })} />);
    expect(screen.getByTestId('payment-failure')).toHaveTextContent('cancelled');
  });

  it('a refusal is told through onFailure; a final answer settles the keys, no answer or a 5xx keeps them for the retry', async () => {
    const keys = [key()];
    let answer = new ApiError('SYSTEM_BUSY', 'The system is busy. Please try again', 503);
    renderWithStorefront(
      <Payer
        start={async () => {
          throw answer;
        }}
        keys={keys}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The system is busy. Please try again');
    expect(keys[0]!.afterFailure).toHaveBeenLastCalledWith(503);
    expect(screen.getByText('idle')).toBeInTheDocument();
    answer = new ApiError('BALANCE_NOT_ENOUGH', 'Your balance is not enough', 400);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Your balance is not enough')).toBeInTheDocument();
    expect(keys[0]!.afterFailure).toHaveBeenLastCalledWith(400);
    expect(keys[0]!.settle).not.toHaveBeenCalled();
  });
});
