import { render, screen, fireEvent } from '@testing-library/react';
import { useLeaveGuard } from './use-leave-guard';

const MESSAGE = 'Payment is processing. Your order will be lost, are you sure?';

function Page({ active, confirm, onNavigate }: { active: boolean; confirm: (text: string) => boolean; onNavigate: () => void }) {
  useLeaveGuard(active, MESSAGE, confirm);
  return (
    <div onClick={(event) => (event.preventDefault(), onNavigate())}>
      <a href="/domain">Domains</a>
      <a href="https://example.org/">Elsewhere</a>
    </div>
  );
}

describe('useLeaveGuard', () => {
  it('asks before an in-app link is followed and drops the click when the customer stays', () => {
    const confirm = jest.fn(() => false);
    const onNavigate = jest.fn();
    render(<Page active confirm={confirm} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByText('Domains'));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('lets the link through when the customer confirms, and ignores other sites', () => {
    const confirm = jest.fn(() => true);
    const onNavigate = jest.fn();
    render(<Page active confirm={confirm} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByText('Domains'));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    confirm.mockClear();
    fireEvent.click(screen.getByText('Elsewhere'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks nothing while no payment is processing', () => {
    const confirm = jest.fn(() => false);
    const onNavigate = jest.fn();
    render(<Page active={false} confirm={confirm} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByText('Domains'));
    expect(confirm).not.toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalled();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it('holds the tab open with the browser prompt on beforeunload', () => {
    render(<Page active confirm={() => false} onNavigate={() => undefined} />);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('keeps Back from reaching the router when the customer stays, and undoes the step', () => {
    const go = jest.spyOn(window.history, 'go').mockImplementation(() => undefined);
    const router = jest.fn();
    window.addEventListener('popstate', router);
    const confirm = jest.fn(() => false);
    const { unmount } = render(<Page active confirm={confirm} onNavigate={() => undefined} />);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(router).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith(1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router).toHaveBeenCalledTimes(1);
    unmount();
    window.removeEventListener('popstate', router);
    go.mockRestore();
  });
});

describe('useLeaveGuard release', () => {
  it('stops asking once the page itself leaves (redirect to the provider)', () => {
    let release = () => undefined as void;
    function Redirecting() {
      release = useLeaveGuard(true, MESSAGE, () => false).release;
      return null;
    }
    render(<Redirecting />);
    release();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});
