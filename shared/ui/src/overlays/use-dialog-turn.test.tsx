import { act, render, screen } from '@testing-library/react';
import { useDialogTurn } from './use-dialog-turn';

function Popup({ wanted, name }: { wanted: boolean; name: string }) {
  const open = useDialogTurn(wanted);
  return open ? <div role="dialog" aria-label={name} /> : null;
}

describe('useDialogTurn', () => {
  it('opens at once on a page without a dialog, and stays open while wanted', () => {
    const { rerender } = render(<Popup wanted name="Reminder" />);
    expect(screen.getByRole('dialog', { name: 'Reminder' })).toBeInTheDocument();
    rerender(<Popup wanted={false} name="Reminder" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while another dialog is open and opens once it closes: never two at once', async () => {
    const { rerender } = render(
      <>
        <Popup wanted name="Suggestion" />
        <Popup wanted={false} name="Reminder" />
      </>,
    );
    rerender(
      <>
        <Popup wanted name="Suggestion" />
        <Popup wanted name="Reminder" />
      </>,
    );
    expect(screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-label'))).toEqual(['Suggestion']);
    rerender(
      <>
        <Popup wanted={false} name="Suggestion" />
        <Popup wanted name="Reminder" />
      </>,
    );
    // The observer sees the suggestion go, in a microtask.
    await act(async () => undefined);
    expect(screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-label'))).toEqual(['Reminder']);
  });
});
