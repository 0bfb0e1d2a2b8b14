import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { renderShell } from '../test/render-shell';
import { SignUpForm } from './SignUpForm';

describe('SignUpForm', () => {
  it('shows the §5 messages beside the fields before calling the api', async () => {
    const onSignedUp = jest.fn();
    renderShell(<SignUpForm onLogin={jest.fn()} onSignedUp={onSignedUp} />);
    expect(screen.getByText('Use a real email: we send your hosting access details to it.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), 'Sokha1');
    await userEvent.type(screen.getByLabelText('Password', { exact: false, selector: 'input[name="password"]' }), 'weakpass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Invalid name. It must not contain numbers or special characters')).toBeInTheDocument();
    expect(screen.getByText('Password must have at least one uppercase letter, one lowercase letter, one number')).toBeInTheDocument();
    expect(screen.getByText("Oops, that's not the same password as the first one.")).toBeInTheDocument();
    expect(screen.getByText('Email field is required')).toBeInTheDocument();
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});
