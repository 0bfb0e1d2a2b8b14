import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { ContactEditor } from './ContactEditor';

const COUNTRIES = [{ code: 'FR', name: 'France', nameKm: 'បារាំង', callingCode: '+33', flag: '🇫🇷', hasRegions: false }];

describe("the account's contact editor", () => {
  it("speaks the account's words, and shows the api's refusal beside the field it names", async () => {
    const api = fakeApi({
      'GET /api/country': () => ({ items: COUNTRIES }),
      'GET /api/regions': () => ({ country: 'KH', items: [] }),
      'PUT /api/user/addresses': () => new FakeError(400, { code: 'BAD_REQUEST', message: 'Error. Try again later', details: { fields: [{ path: 'email', message: 'This email is refused' }] } }),
    });
    const store = createStore();
    store.dispatch(userUpdated(customerUser));
    const onSaved = jest.fn();
    renderWithStorefront(<ContactEditor contact={null} onClose={() => undefined} onSaved={onSaved} />, { store });
    const dialog = await screen.findByRole('dialog', { name: 'Add a billing contact' });
    await within(dialog).findByRole('option', { name: 'France' });
    await userEvent.selectOptions(dialog.querySelector<HTMLSelectElement>('select[name="country"]')!, 'FR');
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Claire');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Martin');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'claire@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '612345678');
    await userEvent.type(within(dialog).getByLabelText(/^Address\*?$/), '1 rue de Rivoli');
    await userEvent.type(within(dialog).getByLabelText(/^City/), 'Paris');
    await userEvent.type(within(dialog).getByLabelText(/Postal code/), '75001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    expect(await within(dialog).findByText('This email is refused')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    api.restore();
  });
});
