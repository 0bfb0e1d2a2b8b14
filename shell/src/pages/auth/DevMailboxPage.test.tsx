import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeError, fakeApi } from '@storefront/testing';
import { renderShell } from '../../test/render-shell';
import { DevMailboxPage } from './DevMailboxPage';

describe('DevMailboxPage', () => {
  it('lists the messages sent to an address, with clickable links', async () => {
    const api = fakeApi({
      'GET /api/dev/mailbox': ({ params }) =>
        params?.to === 'sokha@example.com'
          ? [{ id: 'm1', subject: 'Reset your Storefront password', template: 'reset-password', text: 'Open http://localhost:8080/reset-password/abc within 60 minutes', createdAt: '2026-11-23T03:00:00.000Z' }]
          : [],
    });
    renderShell(<DevMailboxPage />, { path: '/dev/mailbox' });
    await userEvent.type(screen.getByLabelText('Email address'), 'sokha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Show messages' }));
    const message = await screen.findByRole('article', { name: 'Reset your Storefront password' });
    expect(message).toContainElement(screen.getByRole('link', { name: 'http://localhost:8080/reset-password/abc' }));
    api.restore();
  });

  it('says so when the server has no mailbox (production)', async () => {
    const api = fakeApi({ 'GET /api/dev/mailbox': () => new FakeError(404, { code: 'NOT_FOUND', message: 'This page could not be found' }) });
    renderShell(<DevMailboxPage />, { path: '/dev/mailbox?to=a@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Show messages' }));
    expect(await screen.findByText('The mailbox is off on this server.')).toBeInTheDocument();
    api.restore();
  });
});
