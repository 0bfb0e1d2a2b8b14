import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { useKeepScrollPosition } from './use-keep-scroll-position';

let navigate: ReturnType<typeof useNavigate> = () => undefined;

function Results({ ready }: { ready: boolean }) {
  useKeepScrollPosition('results', ready);
  navigate = useNavigate();
  return <p>results</p>;
}

/** The page's data arrives a moment after it mounts, as with an api call. */
function LoadingResults() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return <Results ready={ready} />;
}

function Other() {
  navigate = useNavigate();
  return <p>other</p>;
}

const scrollTo = jest.fn();
/** Moves the fake clock past the page's data (50 ms) and a few animation frames, rendering what they change. */
const frames = async () => {
  await act(async () => {
    jest.advanceTimersByTime(80);
  });
};

function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useKeepScrollPosition', () => {
  afterEach(() => jest.useRealTimers());

  // The page's data and the hook's animation frames run on timers: fake ones, moved on by frames().
  beforeEach(() => {
    jest.useFakeTimers();
    window.sessionStorage.clear();
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it('remembers the position per location and restores it once the data is rendered when coming back', async () => {
    render(
      <MemoryRouter initialEntries={['/domain/search?domain=a']}>
        <Routes>
          <Route path="/domain/search" element={<LoadingResults />} />
          <Route path="/other" element={<Other />} />
        </Routes>
      </MemoryRouter>,
    );
    await frames();
    scrollWindow(1200);
    await frames();
    expect(window.sessionStorage.getItem('storefront:scroll:results:/domain/search?domain=a')).toBe('1200');

    act(() => void navigate('/other'));
    scrollWindow(0);
    await frames();
    expect(window.sessionStorage.getItem('storefront:scroll:results:/domain/search?domain=a')).toBe('1200');
    scrollTo.mockClear();

    act(() => void navigate(-1));
    // The page is back but still short: the browser clamps the position; that must not be kept.
    scrollWindow(300);
    expect(scrollTo).not.toHaveBeenCalled();
    await frames();
    await frames();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 1200 }));
    expect(window.sessionStorage.getItem('storefront:scroll:results:/domain/search?domain=a')).toBe('1200');
  });

  it('starts at the top when the page is opened by a link (PUSH)', async () => {
    window.sessionStorage.setItem('storefront:scroll:results:/domain/search?domain=b', '900');
    render(
      <MemoryRouter initialEntries={['/other']}>
        <Routes>
          <Route path="/domain/search" element={<Results ready />} />
          <Route path="/other" element={<Other />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => void navigate('/domain/search?domain=b'));
    await frames();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
