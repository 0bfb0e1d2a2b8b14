import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@storefront/platform';
import { renderWithStorefront } from '@storefront/testing';
import { CodeStep } from './CodeStep';

const typeCode = async (code: string) => {
  const digits = await screen.findAllByRole('textbox', { name: /^Digit \d of 6$/ });
  code.split('').forEach((digit, index) => fireEvent.change(digits[index]!, { target: { value: digit } }));
};

describe('CodeStep: a one-time code before spinning', () => {
  it('sends the code and says where it went, clears a wrong code with the refusal, and is done with the right one', async () => {
    const onDone = jest.fn();
    const verify = jest.fn(async (code: string) => {
      if (code !== '123456') throw new ApiError('BAD_REQUEST', 'Error. Try again later', 400);
    });
    renderWithStorefront(<CodeStep title="Verify your email" text="We mail a code" send={async () => 'a••@example.com'} sentNotice={(to) => `Sent to ${to}`} verify={verify} verifyLabel="Verify email" onDone={onDone} />);
    expect(screen.queryByRole('button', { name: 'Verify email' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Sent to a••@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
    await typeCode('654321');
    expect(await screen.findByText('Error. Try again later')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify email' })).toBeDisabled());
    expect(onDone).not.toHaveBeenCalled();
    await typeCode('123456');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(verify).toHaveBeenLastCalledWith('123456');
  });

  it('says why the code could not be sent', async () => {
    renderWithStorefront(
      <CodeStep
        title="Verify your phone number"
        text="We text a code"
        send={async () => {
          throw new ApiError('BAD_REQUEST', 'Error. Try again later', 400);
        }}
        sentNotice={() => 'sent'}
        verify={async () => undefined}
        verifyLabel="Verify phone number"
        onDone={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Error. Try again later')).toBeInTheDocument();
    expect(screen.queryByText('sent')).not.toBeInTheDocument();
  });
});
