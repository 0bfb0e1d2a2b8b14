import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { PhoneVerificationCard } from './PhoneVerificationCard';

const user = { ...customerUser, phoneNumber: '+85576671597' };

function renderCard() {
  const store = createStore();
  store.dispatch(userUpdated(user));
  renderWithStorefront(<PhoneVerificationCard user={user} />, { store, path: '/account/profile' });
}

async function typeCode(code: string) {
  await userEvent.click((await screen.findAllByRole('textbox', { name: /^Digit \d of 6$/ }))[0]!);
  await userEvent.keyboard(code);
}

describe('PhoneVerificationCard (issue 28.3)', () => {
  it('issue 28.3: sends the SMS code, says a wrong code is wrong, and shows the phone verified once the right code is typed', async () => {
    let verified = false;
    const codes: string[] = [];
    const api = fakeApi({
      'GET /api/users/phone-number/verification': () => ({ phoneNumber: user.phoneNumber, verified, verifiedAt: verified ? '2026-12-01T00:00:00.000Z' : null }),
      'POST /api/users/phone-number/send-code': () => ({ phoneNumber: '+855 ••• ••• 597', expiresAt: '2026-12-01T00:10:00.000Z', remainingThisHour: 4 }),
      'PATCH /api/users/phone-number/verify': ({ data }) => {
        const { code } = data as { code: string };
        codes.push(code);
        if (code !== '123456') return new FakeError(400, { code: 'INCORRECT_OTP', message: 'The code is incorrect', details: { remaining: 4 } });
        verified = true;
        return { phoneNumber: user.phoneNumber, verified: true, verifiedAt: '2026-12-01T00:00:00.000Z' };
      },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText('We sent a 6-digit code to +855 ••• ••• 597. It is valid for 10 minutes.')).toBeInTheDocument();
    await typeCode('000000');
    expect(await screen.findByText('The code is incorrect')).toBeInTheDocument();
    await typeCode('123456');
    expect(await screen.findByText('Your phone number is verified.')).toBeInTheDocument();
    expect(codes).toEqual(['000000', '123456']);
    api.restore();
  });

  it('issue 28.3: says when no more codes can be sent this hour', async () => {
    const api = fakeApi({
      'GET /api/users/phone-number/verification': () => ({ phoneNumber: user.phoneNumber, verified: false, verifiedAt: null }),
      'POST /api/users/phone-number/send-code': () => new FakeError(429, { code: 'SYSTEM_BUSY', message: 'You can ask for 5 codes an hour. Please try again later' }),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText('You can ask for 5 codes an hour. Please try again later')).toBeInTheDocument();
    api.restore();
  });
});
