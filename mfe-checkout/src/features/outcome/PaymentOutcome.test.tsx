import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStorefront } from '@storefront/testing';
import { ApiError } from '@storefront/platform';
import { INSTRUCTIONS } from '../../test/fixtures';
import { PaymentOutcome, withSession, type OutcomeShown } from './PaymentOutcome';
import type { ReturnedSession } from './use-returned-session';

const ready = (over: Partial<ReturnedSession> = {}): ReturnedSession => ({ session: null, ready: true, error: null, retry: jest.fn(), ...over });
const read = (over: { currentData?: string; isError?: boolean; error?: unknown } = {}) => ({ isError: false, refetch: jest.fn(), ...over });
const render = (returned: ReturnedSession, answer: ReturnType<typeof read>, shown: OutcomeShown) => renderWithStorefront(<PaymentOutcome returned={returned} read={answer} show={() => shown} />);
const paid: OutcomeShown = { kind: 'paid', title: 'Payment successful', description: 'Thank you', action: { to: '/account/invoices', label: 'View invoices' }, details: <p>Amount paid $55.00</p> };

describe('PaymentOutcome', () => {
  it('says it is checking until the outcome is read', () => {
    render(ready({ ready: false }), read(), paid);
    expect(screen.getByText('Checking your payment…')).toBeInTheDocument();
  });

  it('paid: its title, text and details, its action, and Continue shopping', () => {
    render(ready(), read({ currentData: 'x' }), paid);
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('Amount paid $55.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoices' })).toHaveAttribute('href', '/account/invoices');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('pending: the amount due and the transfer instructions', () => {
    render(ready(), read({ currentData: 'x' }), { kind: 'pending', description: 'Under review', amount: '$55.00', instructions: INSTRUCTIONS });
    expect(screen.getByRole('heading', { name: 'Payment pending' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transfer instructions' })).toBeInTheDocument();
  });

  it('not paid: why the session failed (a card decline by its code), and the way back', () => {
    render(ready(), read({ currentData: 'x' }), { kind: 'open', failure: { code: 'CARD_DECLINED', message: 'Declined', declineCode: 'STOLEN_OR_LOST_CARD' }, back: { to: '/top-up?topUpId=t1', label: 'Try again' } });
    expect(screen.getByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText('This card was reported lost or stolen. Please use another card.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/top-up?topUpId=t1');
  });

  it('could not read the outcome: says why, and the retry reads it again', async () => {
    const answer = read({ isError: true, error: new ApiError('SYSTEM_BUSY', 'The system is busy. Please try again', 503) });
    render(ready(), answer, paid);
    expect(screen.getByText('The system is busy. Please try again')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(answer.refetch).toHaveBeenCalled();
  });

  it('could not capture the returned session: the retry captures again', async () => {
    const returned = ready({ ready: false, error: new ApiError('SYSTEM_BUSY', 'The system is busy. Please try again', 503) });
    render(returned, read(), paid);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(returned.retry).toHaveBeenCalled();
  });

  it('withSession keeps the returned sessionId on the way back', () => {
    expect(withSession('/top-up?topUpId=t1', 's 1')).toBe('/top-up?topUpId=t1&sessionId=s%201');
    expect(withSession('/top-up?topUpId=t1', null)).toBe('/top-up?topUpId=t1');
  });
});
