import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { fakeApi, FakeError } from '@storefront/testing';
import { renderShell } from '../test/render-shell';
import { VerifyEmailModal } from './VerifyEmailModal';

describe('VerifyEmailModal', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  async function typeCode(code: string) {
    await userEvent.click((await screen.findAllByRole('textbox'))[0]!);
    await userEvent.keyboard(code);
  }

  it('a new code is asked for with a POST (it voids the previous one); a wrong code shows what it has left', async () => {
    const answers = [
      new FakeError(400, { code: 'INCORRECT_OTP', message: 'The code is incorrect', details: { remaining: 2 } }),
      new FakeError(400, { code: 'INCORRECT_OTP', message: 'The code is incorrect', details: { remaining: 0 } }),
    ];
    api = fakeApi({
      'POST /api/user/otp/send-email': () => ({ ok: true }),
      'PATCH /api/users/verify-email': () => answers.shift()!,
    });
    renderShell(<VerifyEmailModal email="dara@example.com" onClose={jest.fn()} />);
    await typeCode('111111');
    expect(await screen.findByText('The code is incorrect')).toBeInTheDocument();
    expect(screen.getByText('2 attempts left for this code.')).toBeInTheDocument();
    await typeCode('222222');
    expect(await screen.findByText('This code no longer works. Send a new code.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way to dara@example.com.')).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/user/otp/send-email');
    expect(api.calls.some((c) => c.method === 'GET')).toBe(false);
  });

  it("the account's block on wrong codes shows its message", async () => {
    api = fakeApi({
      'PATCH /api/users/verify-email': () =>
        new FakeError(429, { code: 'ACCOUNT_LOCKED', message: 'Your account is blocked for 15 minutes after too many failed attempts.', details: { blockedTime: 15 } }),
    });
    renderShell(<VerifyEmailModal email="dara@example.com" onClose={jest.fn()} />);
    await typeCode('333333');
    expect(await screen.findByText('Your account is blocked for 15 minutes after too many failed attempts.')).toBeInTheDocument();
  });
});
