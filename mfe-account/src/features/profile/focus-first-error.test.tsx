import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefObject } from 'react';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, renderWithStorefront } from '@storefront/testing';
import { useFocusFirstError } from '@storefront/ui';
import { ProfilePage } from '../../pages/ProfilePage';

// shared/ui's hook, watched: the profile's forms must focus their first error through it, not a copy of their own.
jest.mock('@storefront/ui', () => {
  const actual = jest.requireActual<Record<string, unknown>>('@storefront/ui');
  return { ...actual, useFocusFirstError: jest.fn(actual.useFocusFirstError as (...args: unknown[]) => void) };
});
const watched = useFocusFirstError as jest.MockedFunction<typeof useFocusFirstError>;

describe("issue 28 follow-up: the profile's forms use shared/ui's useFocusFirstError", () => {
  it("issue 28 follow-up: the details, newsletter and forced-password forms focus their first error through shared/ui's hook", async () => {
    const api = fakeApi({ 'GET /api/country': () => ({ items: [] }), 'GET /api/users/phone-number/verification': () => ({ phoneNumber: null, verified: false, verifiedAt: null }) });
    const store = createStore();
    store.dispatch(userUpdated({ ...customerUser, mustChangePassword: true }));
    renderWithStorefront(<ProfilePage />, { store, path: '/account/profile' });

    const forms = new Set(watched.mock.calls.map(([form]) => (form as RefObject<HTMLFormElement | null>).current));
    expect([...forms].map((form) => form?.getAttribute('aria-label')).sort()).toEqual(['Choose a new password', 'Newsletter', 'Your details']);

    const first = screen.getByLabelText(/First name/);
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByText('First name field is required')).toBeInTheDocument();
    expect(first).toHaveFocus();
    api.restore();
  });
});
